/* A base with a run-time offset (p = x + m, so the gathers' base is
   x + m * 8, and x[j + 1] is gathered from p + 8): p is loop-invariant,
   so it is the base as a whole, and the two gathers through one index
   vector are 8 bytes apart.  This test asserted the refusal ("address
   not understood") before the pass took loop-invariant bases whole; the
   form still refused is in vls-refuse-address.c.  */
/* { dg-do compile } */
/* { dg-additional-options "-march=haswell -fplugin-arg-libvshape-vls=force -fplugin-arg-libvshape-dump=vls" } */

void
f (double *restrict y, const double *restrict x, const int *restrict idx,
   long m, int n)
{
  const double *p = x + m;
  for (int k = 0; k < n; k++)
    {
      int j = idx[k];
      y[k] = p[j] + p[j + 1];
    }
}

/* { dg-final { scan-function-dump-not f "address not understood" "vls" } } */
/* Both gathers have the base p, at offsets 0 and 8.  */
/* { dg-final { scan-function-dump f ";; vls: gather 0: avx2 \[^\\n\]*, base p_\[0-9\]+, index \[^\\n\]*, scale 8, offset 0:" "vls" } } */
/* { dg-final { scan-function-dump f ";; vls: gather 2: avx2 \[^\\n\]*, base p_\[0-9\]+, index \[^\\n\]*, scale 8, offset 8:" "vls" } } */
/* { dg-final { scan-function-dump f ";; vls: group 0: members 0 2, distances 0 8, span 16 bytes" "vls" } } */
/* { dg-final { scan-function-dump f ";; vls: group 1: members 1 3, distances 0 8, span 16 bytes" "vls" } } */
/* { dg-final { scan-function-dump-times f ";; vls: group \[0-9\]+: rewritten" 4 "vls" } } */
/* { dg-final { scan-function-dump-not f "not grouped" "vls" } } */
