/* SOA escape analysis: a lastprivate array is copied out of the omp
   simd array as a whole after the loop (a block copy), so it keeps the
   AOS layout.  */
/* { dg-do compile } */
/* { dg-additional-options "-fopenmp-simd -fplugin-arg-libvshape-dump=vshape" } */

void
f (int *restrict a, int *restrict b, int n, int *out)
{
  int tmp[4] = { 0, 0, 0, 0 };
#pragma omp simd lastprivate(tmp)
  for (int i = 0; i < n; i++)
    {
      for (int k = 0; k < 4; k++)
	tmp[k] = a[i] + k;
      b[i] = tmp[a[i] & 3];
    }
  for (int k = 0; k < 4; k++)
    out[k] = tmp[k];
}

/* { dg-final { scan-function-dump-times f ";; soa: tmp int\\\[4\\\]: not safe: used by a block copy or set\n;; soa: escape at: tmp = D\\.\[0-9\]+\\\[_\[0-9\]+\\\]" 1 "vshape" } } */
/* { dg-final { scan-function-dump-not f "rewritten to" "vshape" } } */
