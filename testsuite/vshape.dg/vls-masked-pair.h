/* A conditional pair x[j], x[j + 1] (for the lanes where j > 3), which
   GCC vectorizes with masked gathers on AVX-512, for the vls-masked*.c
   tests, which choose the tuning.  */

void
f (double *restrict y, const double *restrict x, const int *restrict idx,
   int n)
{
  for (int k = 0; k < n; k++)
    {
      int j = idx[k];
      if (j > 3)
	y[k] = x[j] + x[j + 1];
    }
}
