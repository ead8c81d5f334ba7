/* The gapped pair of the calibration profile tests: at -march=haswell
   the built-in costs rewrite its group; a profile that prices gathers at
   a tenth of the tables keeps them.  Valid C and C++.  */
int idx[1024];

void
gap_pair (double *__restrict y, const double *__restrict x, int n)
{
  for (int k = 0; k < n; k++)
    {
      int j = idx[k];
      y[k] = x[j] * x[j + 2];
    }
}
