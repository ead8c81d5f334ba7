/* SOA profitability: only varying indices, so no access would become contiguous; safe but left alone.  */
/* { dg-do compile } */
/* { dg-additional-options "-fopenmp-simd -fplugin-arg-libvshape-dump=vshape" } */

void f (int *restrict a, int *restrict b, int n)
{
  int tmp[4];
#pragma omp simd private(tmp)
  for (int i = 0; i < n; i++)
    {
      tmp[a[i] & 3] = i;
      b[i] = tmp[(a[i] + 1) & 3];
    }
}

/* { dg-final { scan-function-dump-times f ";; soa: tmp int\\\[4\\\]: safe, not profitable\n;; soa: access D\\.\[0-9\]+\\\[_\[0-9\]+\\\]\\\[_\[0-9\]+\\\] = i_\[0-9\]+: \\\[Shape: SOA Random\\\] \\(AOS: \\\[Shape: Random\\\]\\)" 1 "vshape" } } */
/* { dg-final { scan-function-dump-not f "rewritten to" "vshape" } } */
