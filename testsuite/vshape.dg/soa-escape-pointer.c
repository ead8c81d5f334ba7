/* SOA escape analysis: elements read through a pointer computed from the private's address.  */
/* { dg-do compile } */
/* { dg-additional-options "-fopenmp-simd -fplugin-arg-libvshape-dump=vshape" } */

void f (int *restrict a, int *restrict b, int n)
{
  int tmp[16];
#pragma omp simd private(tmp)
  for (int i = 0; i < n; i++)
    {
      for (int k = 0; k < 16; k++) tmp[k] = a[i] + k;
      int *p = tmp + (a[i] & 7);
      b[i] = p[0] + p[3] + tmp[1];
    }
}

/* { dg-final { scan-function-dump-times f ";; soa: tmp int\\\[16\\\]: not safe: accessed through a computed pointer\n;; soa: escape at: _\[0-9\]+ = \\*p_\[0-9\]+" 1 "vshape" } } */
/* { dg-final { scan-function-dump-not f "rewritten to" "vshape" } } */
