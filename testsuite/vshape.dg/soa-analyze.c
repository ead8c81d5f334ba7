/* soa=analyze reports the private and its accesses but leaves the
   code alone, so GCC still refuses the loop.  */
/* { dg-do compile } */
/* { dg-additional-options "-fopenmp-simd -fplugin-arg-libvshape-soa=analyze -fplugin-arg-libvshape-dump=vshape -fdump-tree-vect-details" } */

void
lane (int *restrict a, int *restrict b, int n)
{
  int tmp[4];
#pragma omp simd private(tmp)
  for (int i = 0; i < n; i++)
    {
      for (int k = 0; k < 4; k++)
	tmp[k] = a[i] + k;
      b[i] = tmp[a[i] & 3];
    }
}

/* { dg-final { scan-function-dump-times lane ";; soa: tmp int\\\[4\\\]: safe, profitable" 1 "vshape" } } */
/* { dg-final { scan-function-dump-not lane "rewritten to" "vshape" } } */
/* { dg-final { scan-function-dump lane "vectorized 0 loops in function" "vect" } } */
