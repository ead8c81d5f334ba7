/* lto-note=off: an -flto compile says nothing of the link flags (for
   test harnesses that count any output, and for builds that already
   put the plugin on the link command).  */
/* { dg-do compile } */
/* { dg-require-effective-target lto } */
/* { dg-additional-options "-flto -fplugin-arg-libvshape-lto-note=off" } */

void
pair_sum (double *restrict y, const double *restrict x,
	  const int *restrict idx, int n)
{
  for (int k = 0; k < n; k++)
    y[k] = x[idx[k]] + 2.0 * x[idx[k] + 1];
}
