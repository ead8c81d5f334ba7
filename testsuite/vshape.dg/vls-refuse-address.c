/* A base that changes from one iteration to the next (p = x + k * m):
   GCC gathers from a vector of whole addresses, one per lane (base 0,
   scale 1), which the pass does not take apart: each gather is
   refused.  A loop-invariant base with a run-time offset is understood
   (vls-base-offset.c).  */
/* { dg-do compile } */
/* { dg-additional-options "-march=haswell -fplugin-arg-libvshape-vls=force -fplugin-arg-libvshape-dump=vls" } */

void
f (double *restrict y, const double *restrict x, const int *restrict idx,
   long m, int n)
{
  for (int k = 0; k < n; k++)
    {
      const double *p = x + k * m;
      int j = idx[k];
      y[k] = p[j] + p[j + 1];
    }
}

/* The base argument, after the merge value (a constant, in an SSA name
   of its own under GCC 11), is the null constant: 0B, or an integer 0
   where GCC passes the base as an integer (GCC 14 and later here).  */
/* { dg-final { scan-function-dump f ";; vls: gather \[0-9\]+: avx2 __builtin_ia32_gatherdiv4df, 4 x 8 bytes: \[^\\n\]*(?:\}|vect_cst__\[0-9\]+), 0B?, vect" "vls" } } */
/* { dg-final { scan-function-dump-times f ";; vls: gather \[0-9\]+: address not understood" 4 "vls" } } */
/* { dg-final { scan-function-dump-not f ";; vls: group" "vls" } } */
