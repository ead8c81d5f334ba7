/* At -O0 the plugin does nothing, in an -flto compile too: no note of
   the link flags (an unexpected note would be excess output).  */
/* { dg-do compile } */
/* { dg-require-effective-target lto } */
/* { dg-options "-O0 -flto" } */

void
pair_sum (double *restrict y, const double *restrict x,
	  const int *restrict idx, int n)
{
  for (int k = 0; k < n; k++)
    y[k] = x[idx[k]] + 2.0 * x[idx[k] + 1];
}
