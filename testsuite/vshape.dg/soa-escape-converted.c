/* SOA escape analysis: the private's address converted to an integer.  */
/* { dg-do compile } */
/* { dg-additional-options "-fopenmp-simd -fplugin-arg-libvshape-dump=vshape" } */

void f (int *restrict a, long *restrict b, int n)
{
  int tmp[4];
#pragma omp simd private(tmp)
  for (int i = 0; i < n; i++)
    {
      for (int k = 0; k < 4; k++) tmp[k] = a[i] + k;
      b[i] = (long) &tmp[a[i] & 3] + tmp[1];
    }
}

/* { dg-final { scan-function-dump-times f ";; soa: tmp int\\\[4\\\]: not safe: address converted to another type\n;; soa: escape at: _\[0-9\]+ = \\(long int\\) _\[0-9\]+" 1 "vshape" } } */
/* { dg-final { scan-function-dump-not f "rewritten to" "vshape" } } */
