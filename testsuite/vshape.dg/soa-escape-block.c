/* SOA escape analysis: a memcpy into the private, which GCC folds into one 16-byte store (a wider type).  */
/* { dg-do compile } */
/* { dg-additional-options "-fopenmp-simd -fplugin-arg-libvshape-dump=vshape" } */

void f (int *restrict a, int *restrict b, int n)
{
  int tmp[4];
#pragma omp simd private(tmp)
  for (int i = 0; i < n; i++)
    {
      __builtin_memcpy (tmp, a + 4 * i, sizeof tmp);
      b[i] = tmp[1] * tmp[a[i] & 3];
    }
}

/* { dg-final { scan-function-dump-times f ";; soa: tmp int\\\[4\\\]: not safe: accessed through a narrower or wider type" 1 "vshape" } } */
/* { dg-final { scan-function-dump-not f "rewritten to" "vshape" } } */
