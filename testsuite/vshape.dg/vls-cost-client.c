/* The cost client: while the vectorizer prices each
   way of vectorizing a loop at -march=haswell, a group of adjacent
   gathers is priced as the loads and shuffles the vls pass emits for it.
   The vls dump gives, per way, the loop's vector body cost with the
   gathers and with the groups, and the scalar loop's; the pass then
   rewrites every group the client priced.  A lone gather leaves the
   target's costs as they are.  GCC 11 does not vectorize the reads of
   24-byte structs' fields through an index (no vector type for the
   field's load), with or without the plugin.  */
/* { dg-do compile } */
/* { dg-additional-options "-march=haswell -fplugin-arg-libvshape-dump=vls" } */

void
pairs (double *restrict y, const double *restrict x,
       const int *restrict idx, int n)
{
  for (int k = 0; k < n; k++)
    {
      int j = idx[k];
      y[k] = x[j] + 2.0 * x[j + 1];
    }
}

void
lone (double *restrict y, const double *restrict x,
      const int *restrict idx, int n)
{
  for (int k = 0; k < n; k++)
    y[k] = x[idx[k]] * 3.0;
}

struct pt { double a, b, c; };

void
fields (double *restrict y, const struct pt *restrict p,
	const int *restrict idx, int n)
{
  for (int k = 0; k < n; k++)
    {
      int j = idx[k];
      y[k] = p[j].a - p[j].b * p[j].c;
    }
}

/* { dg-final { scan-function-lines pairs ";; vls: cost client: loop \[0-9\]+, V\[0-9\]+\[A-Z\]+, VF \[0-9\]+: 2 gathers, 2 in 1 group; vector body \[0-9\]+ with the gathers, \[0-9\]+ with the groups; scalar \[0-9\]+: the vector loop is cheaper than scalar either way" "vls" } } */
/* { dg-final { scan-function-lines pairs ";; vls: group \[0-9\]+: rewritten: 2 gathers -> " "vls" } } */
/* { dg-final { scan-function-lines lone ";; vls: cost client: loop \[0-9\]+, V\[0-9\]+\[A-Z\]+, VF \[0-9\]+: 1 gather, 0 in 0 groups; vector body (\[0-9\]+) with the gathers, \\1 with the groups; scalar \[0-9\]+: no group priced, the costs are the target's" "vls" } } */
/* { dg-final { scan-function-lines fields ";; vls: cost client: loop \[0-9\]+, V\[0-9\]+\[A-Z\]+, VF \[0-9\]+: 3 gathers, 3 in 1 group; " "vls" { target { ! vshape_gcc11 } } } } */
/* { dg-final { scan-function-lines fields ";; vls: group \[0-9\]+: rewritten: 3 gathers -> " "vls" { target { ! vshape_gcc11 } } } } */
/* { dg-final { scan-tree-dump-not "priced as a group by the cost client" "vls" } } */
