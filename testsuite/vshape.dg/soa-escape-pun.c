/* SOA escape analysis: two ints read as one long (a wider type).  */
/* { dg-do compile } */
/* { dg-additional-options "-fopenmp-simd -fplugin-arg-libvshape-dump=vshape" } */

void f (int *restrict a, long *restrict b, int n)
{
  int tmp[4];
#pragma omp simd private(tmp)
  for (int i = 0; i < n; i++)
    {
      for (int k = 0; k < 4; k++) tmp[k] = a[i] + k;
      b[i] = *(long *) &tmp[0] + tmp[1];
    }
}

/* { dg-final { scan-function-dump-times f ";; soa: tmp int\\\[4\\\]: not safe: accessed through a narrower or wider type\n;; soa: escape at: _\[0-9\]+ = MEM\\\[\\(long int \\*\\)_\[0-9\]+\\\]" 1 "vshape" } } */
/* { dg-final { scan-function-dump-not f "rewritten to" "vshape" } } */
