/* Two gathers through one index: x[j] and x[j + 1].  GCC vectorizes them
   as two gathers per vector; the vls pass groups them.  */

void
pair_sum (double *restrict y, const double *restrict x,
	  const int *restrict idx, int n)
{
  for (int k = 0; k < n; k++)
    {
      int j = idx[k];
      y[k] = x[j] + 2.0 * x[j + 1];
    }
}
