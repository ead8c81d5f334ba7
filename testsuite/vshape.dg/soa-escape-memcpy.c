/* SOA escape analysis: a memcpy out of the private that GCC keeps as a
   call (variable size).  The constant-size one GCC folds into a wide
   access is soa-escape-block.c.  */
/* { dg-do compile } */
/* { dg-additional-options "-fopenmp-simd -fplugin-arg-libvshape-dump=vshape" } */

void
f (int *restrict a, int *restrict b, int n, int m)
{
  int tmp[4];
#pragma omp simd private(tmp)
  for (int i = 0; i < n; i++)
    {
      for (int k = 0; k < 4; k++)
	tmp[k] = a[i] + k;
      __builtin_memcpy (b + 4 * i, tmp, m);
      b[i] = tmp[2];
    }
}

/* { dg-final { scan-function-dump-times f ";; soa: tmp int\\\[4\\\]: not safe: used by a block copy or set\n;; soa: escape at: __builtin_memcpy \\(_\[0-9\]+, _\[0-9\]+, _\[0-9\]+\\)" 1 "vshape" } } */
/* { dg-final { scan-function-dump-not f "rewritten to" "vshape" } } */
