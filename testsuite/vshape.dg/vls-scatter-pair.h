/* Scatter pairs and quads for the vls-scatter*.c dump tests: blocks of
   adjacent elements stored at q[S*j], which GCC 12 vectorizes with
   AVX-512 scatters under ivdep.  */

void
pair_d (double *restrict q, const int *restrict idx,
	const double *restrict a, const double *restrict b, int n)
{
#pragma GCC ivdep
  for (int k = 0; k < n; k++)
    {
      int j = idx[k];
      q[2 * j] = a[k];
      q[2 * j + 1] = b[k];
    }
}

void
quad_f (float *restrict q, const int *restrict idx,
	const float *restrict a, const float *restrict b, int n)
{
#pragma GCC ivdep
  for (int k = 0; k < n; k++)
    {
      int j = idx[k];
      q[(j << 2) + 3] = a[k];
      q[(j << 2) + 2] = b[k];
      q[(j << 2) + 1] = a[k] * b[k];
      q[j << 2] = 1.0f;
    }
}
