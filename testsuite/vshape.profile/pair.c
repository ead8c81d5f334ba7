/* The pair of the calibration profile tests: at -march=haswell the
   built-in costs rewrite its group under every GCC; a profile that
   prices gathers at a tenth of the tables keeps them.  Valid C and
   C++.  */
int idx[1024];

void
int_pair (int *__restrict y, const int *__restrict x, int n)
{
  for (int k = 0; k < n; k++)
    {
      int j = idx[k];
      y[k] = x[j] - 3 * x[j + 1];
    }
}
