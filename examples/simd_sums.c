/* An omp simd loop's sums over values read through an index: GCC keeps
   them in memory across the vectorized loop when it gathers; the vls
   pass keeps them in registers.  */

double
neighbour_sums (const double *x, const int *list, int n, double *sq)
{
  double s = 0.0, q = 0.0;
#pragma omp simd reduction(+:s, q)
  for (int k = 0; k < n; k++)
    {
      double v = x[list[k]];
      s += v;
      q += v * v;
    }
  *sq = q;
  return s;
}
