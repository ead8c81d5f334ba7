/* A masked scatter pair for the vls-scatter-graph*.c dump tests: with
   the Skylake tuning its group costs more than its scatters.  */

void
masked_pair (double *restrict q, const int *restrict idx,
	     const double *restrict a, const double *restrict b,
	     const signed char *restrict m, int n)
{
#pragma GCC ivdep
  for (int k = 0; k < n; k++)
    if (m[k])
      {
	int j = idx[k];
	q[2 * j] = a[k];
	q[2 * j + 1] = b[k];
      }
}
