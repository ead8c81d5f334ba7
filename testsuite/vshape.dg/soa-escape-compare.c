/* SOA escape analysis: the private's address compared, as a branch
   condition and as a value.  (GCC folds an equality of the address with
   an unrelated pointer away; the ordering stays.)  */
/* { dg-do compile } */
/* { dg-additional-options "-fopenmp-simd -fplugin-arg-libvshape-dump=vshape" } */

void
branch (int *restrict a, int *restrict b, int n, int *q)
{
  int tmp[4];
#pragma omp simd private(tmp)
  for (int i = 0; i < n; i++)
    {
      for (int k = 0; k < 4; k++)
	tmp[k] = a[i] + k;
      if (&tmp[a[i] & 3] < q)
	b[i] = tmp[2];
    }
}

void
value (int *restrict a, int *restrict b, int *q, int n)
{
  int tmp[4];
#pragma omp simd private(tmp)
  for (int i = 0; i < n; i++)
    {
      for (int k = 0; k < 4; k++)
	tmp[k] = a[i] + k;
      b[i] = (&tmp[a[i] & 3] < q) + tmp[1];
    }
}

/* { dg-final { scan-function-dump-times branch ";; soa: tmp int\\\[4\\\]: not safe: address compared\n;; soa: escape at: if \\(_\[0-9\]+ < q_\[0-9\]+\\(D\\)\\)" 1 "vshape" } } */
/* { dg-final { scan-function-dump-times value ";; soa: tmp int\\\[4\\\]: not safe: address compared\n;; soa: escape at: _\[0-9\]+ = _\[0-9\]+ < q_\[0-9\]+\\(D\\)" 1 "vshape" } } */
/* { dg-final { scan-tree-dump-not "rewritten to" "vshape" } } */
