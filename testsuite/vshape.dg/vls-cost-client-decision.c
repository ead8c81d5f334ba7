/* What the cost client changes, at -march=x86-64-v3, whose generic
   tuning makes the vectorizer emulate gathers.  A loop reads a pair
   through one index and three lone table elements through three others.
   GCC 14 to 16 price the emulated gathers above the scalar loop at both
   vector sizes.  With the pair priced as its loads and shuffles, 32-byte
   vectors stay dearer than the scalar loop (the lone gathers keep their
   price), and 16-byte ones come out cheaper than it (at 0.85 of its
   cost): the loop is vectorized at 16 bytes and the pass rewrites the
   pair.  The client once kept the target's costs for so close a call;
   the vector loop ran 1.07 to 1.09 times faster than the scalar one on
   a Zen 4 under GCC 14 and 16 (bench/constants.sh, close_call.c), and
   the margin went.  GCC 12 and 13 vectorize it at 32 bytes either way,
   and the pass rewrites the pair.  */
/* { dg-do compile } */
/* { dg-additional-options "-march=x86-64-v3 -fplugin-arg-libvshape-dump=vls" } */

void
pair_and_lone (double *restrict y, const double *restrict x,
	       const double *restrict t, const int *restrict idx,
	       const int *restrict i1, const int *restrict i2,
	       const int *restrict i3, int n)
{
  for (int k = 0; k < n; k++)
    {
      int j = idx[k];
      y[k] = x[j] + x[j + 1] + t[i1[k]] * t[i2[k]] - t[i3[k]];
    }
}

/* { dg-final { vshape-in-versions "14 15 16" scan-cost-client {mode V8SI vf 8 gathers 5 grouped 2 groups 1 alone 0 regrouped no left-out no effect scalar-stays} } } */
/* { dg-final { vshape-in-versions "14 15 16" scan-cost-client {mode V16QI vf 4 gathers 5 grouped 2 groups 1 alone 0 regrouped no left-out no effect flips} } } */
/* { dg-final { vshape-in-versions "14 15 16" scan-function-dump-times pair_and_lone ";; vls: group \[0-9\]+: rewritten: 2 gathers -> 2 loads \\+ 2 shuffles" 2 "vls" } } */
/* { dg-final { vshape-in-versions "12 13" scan-cost-client {mode V8SI vf 8 gathers 5 grouped 2 groups 1 alone 0 regrouped no left-out no effect either-way} } } */
/* { dg-final { vshape-in-versions "12 13" scan-function-dump-times pair_and_lone ";; vls: group \[0-9\]+: rewritten: 2 gathers -> 2 loads \\+ 2 shuffles" 2 "vls" } } */
/* { dg-final { scan-function-dump-not pair_and_lone "priced as a group by the cost client" "vls" } } */
