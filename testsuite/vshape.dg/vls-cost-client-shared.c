/* A gather left alone by the cost client that reads through the index
   of a group shares the group's lane addresses: the vectorized loop
   computes each lane's address once, and the lone gather only loads
   from it.  The client so leaves out the target's price of that
   gather's index extractions.  At -march=znver4, by the tables' prices,
   a struct triple's x and y make a group and z stays an emulated
   gather.  GCC 16 prices its 64-byte vector loop at 0.75 of the scalar
   loop without z's extractions, and takes it; with them (own_index) it
   would be dearer than the scalar loop, and the 32-byte loop is taken
   instead (struct_triples ran 1.13 times faster at 64 bytes than at 32
   on a Zen 4: bench/constants.sh).  GCC 14 takes the 32-byte loop of
   both (0.79 and 0.86 of the scalar loop).  A lone gather through an
   index of its own keeps its price.
   The pass then weighs emulated gathers at their measured price
   (znver4), which makes the triple one group: the client prices the
   vector loop by the tables' groups, and notes the pass's.  */
/* { dg-do compile } */
/* { dg-skip-if "GCC 11 and 12 have no -march=znver4" { vshape_gcc11 || vshape_gcc12 } } */
/* { dg-additional-options "-march=znver4 -fplugin-arg-libvshape-dump=vls" } */

struct point { double x, y, z; };

void
triples (double *restrict ys, const struct point *restrict ps,
	 const int *restrict is, int n)
{
  for (int k = 0; k < n; k++)
    {
      int j = is[k];
      ys[k] += ps[j].x + 2.0 * ps[j].y + 4.0 * ps[j].z;
    }
}

void
own_index (double *restrict ys, const struct point *restrict ps,
	   const int *restrict is, const int *restrict js, int n)
{
  for (int k = 0; k < n; k++)
    {
      int j = is[k];
      ys[k] += ps[j].x + 2.0 * ps[j].y + 4.0 * ps[js[k]].z;
    }
}

/* triples prices z without its extractions at every way; own_index
   keeps them.  */
/* { dg-final { scan-cost-client {gathers 3 grouped 2 groups 1 alone 1 regrouped "3 1"} } } */
/* { dg-final { scan-cost-client {gathers 3 grouped 2 groups 1 alone 0 regrouped no} } } */
/* GCC 16: 64 bytes for triples, 32 for own_index.  */
/* { dg-final { vshape-in-versions "16" scan-cost-client {function triples mode V16SI vf 16 gathers 3 grouped 2 groups 1 alone 1 regrouped "3 1" left-out no effect flips} } } */
/* { dg-final { vshape-in-versions "16" scan-function-lines triples ";; vls: group \[0-9\]+: rewritten: 3 gathers -> 16 loads \\+ 15 shuffles" "vls" } } */
/* { dg-final { vshape-in-versions "16" scan-cost-client {function own_index mode V16SI vf 16 gathers 3 grouped 2 groups 1 alone 0 regrouped no left-out no effect scalar-stays} } } */
/* { dg-final { vshape-in-versions "16" scan-function-lines-not own_index ";; vls: group \[0-9\]+: rewritten: 2 gathers -> 8 loads" "vls" } } */
/* GCC 14: the 32-byte loops of both are cheaper than scalar, and the
   pass rewrites the triple and the pair at 4 lanes (and at 2 in the
   16-byte epilogues).  */
/* { dg-final { vshape-in-versions "14" scan-cost-client {mode V32QI vf 8 gathers 3 grouped 2 groups 1 alone 1 regrouped "3 1" left-out no effect flips} } } */
/* { dg-final { vshape-in-versions "14" scan-cost-client {mode V32QI vf 8 gathers 3 grouped 2 groups 1 alone 0 regrouped no left-out no effect flips} } } */
/* { dg-final { vshape-in-versions "14" scan-function-lines triples ";; vls: group \[0-9\]+: rewritten: 3 gathers -> 8 loads \\+ 7 shuffles" "vls" } } */
/* { dg-final { vshape-in-versions "14" scan-function-lines own_index ";; vls: group \[0-9\]+: rewritten: 2 gathers -> 4 loads \\+ 4 shuffles" "vls" } } */
/* { dg-final { scan-tree-dump-not "priced as a group by the cost client" "vls" } } */
