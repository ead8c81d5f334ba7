/* An array declared inside the body of an omp simd loop is private too:
   GCC makes it an omp simd array, the SOA rewrite applies, and the loop
   is vectorized.  */
/* { dg-do compile } */
/* { dg-additional-options "-fopenmp-simd -fplugin-arg-libvshape-dump=vshape -fdump-tree-vect-details" } */

void body (int *restrict a, int *restrict b, int n)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    {
      int tmp[8];
      for (int k = 0; k < 8; k++)
        tmp[k] = a[i] + k;
      b[i] = tmp[a[i] & 7];
    }
}

/* { dg-final { scan-function-dump-times body ";; soa: tmp int\\\[8\\\]: safe, profitable \\(8 unit-stride, 0 strided, 1 random accesses\\)" 1 "vshape" } } */
/* { dg-final { scan-function-dump-times body ";; soa: tmp: rewritten to soa" 1 "vshape" } } */
/* { dg-final { scan-function-dump body "vectorized 1 loops in function" "vect" } } */
