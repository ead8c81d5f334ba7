/* SOA escape analysis: memset of the private, with a constant size
   (GCC keeps the call, the private being an omp simd array) and with a
   variable one.  */
/* { dg-do compile } */
/* { dg-additional-options "-fopenmp-simd -fplugin-arg-libvshape-dump=vshape" } */

void
whole (int *restrict a, int *restrict b, int n)
{
  int tmp[4];
#pragma omp simd private(tmp)
  for (int i = 0; i < n; i++)
    {
      __builtin_memset (tmp, 0, sizeof tmp);
      tmp[a[i] & 3] = 5;
      b[i] = tmp[2];
    }
}

void
part (int *restrict a, int *restrict b, int n, int m)
{
  int tmp[4];
#pragma omp simd private(tmp)
  for (int i = 0; i < n; i++)
    {
      for (int k = 0; k < 4; k++)
	tmp[k] = a[i] + k;
      __builtin_memset (tmp, 0, m);
      b[i] = tmp[2];
    }
}

/* { dg-final { scan-function-dump-times whole ";; soa: tmp int\\\[4\\\]: not safe: used by a block copy or set\n;; soa: escape at: __builtin_memset \\(_\[0-9\]+, 0, 16\\)" 1 "vshape" } } */
/* { dg-final { scan-function-dump-times part ";; soa: tmp int\\\[4\\\]: not safe: used by a block copy or set\n;; soa: escape at: __builtin_memset \\(_\[0-9\]+, 0, _\[0-9\]+\\)" 1 "vshape" } } */
/* { dg-final { scan-tree-dump-not "rewritten to" "vshape" } } */
