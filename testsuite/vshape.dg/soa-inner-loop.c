/* A SIMD loop with rolled inner loops over its private: GCC 12 can only
   vectorize the inner loops, which need the AOS layout (contiguous rows
   per lane), so the private is analysed but not rewritten and the inner
   loops stay vectorized.  */
/* { dg-do compile } */
/* { dg-additional-options "-march=haswell -fopenmp-simd -fplugin-arg-libvshape-dump=vshape -fdump-tree-vect-details" } */

void
rolled (const int *restrict a, int *restrict b, int n)
{
  int tmp[32];
#pragma omp simd private(tmp)
  for (int i = 0; i < n; i++)
    {
      for (int k = 0; k < 32; k++)
	tmp[k] = a[i] + k;
      int s = 0;
      for (int k = 0; k < 32; k++)
	s += tmp[k] * k;
      b[i] = s;
    }
}

/* { dg-final { scan-function-dump-times rolled ";; soa: tmp int\\\[32\\\]: safe, profitable \\(2 unit-stride, 0 strided, 0 random accesses\\)" 1 "vshape" } } */
/* { dg-final { scan-function-dump-times rolled ";; soa: tmp: not rewritten: the SIMD loop has inner loops" 1 "vshape" } } */
/* { dg-final { scan-function-dump-not rolled "rewritten to" "vshape" } } */
/* { dg-final { scan-function-dump rolled "vectorized 2 loops in function" "vect" } } */
