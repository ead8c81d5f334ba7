/* The plugin on the compile and the link command of an -flto build (as
   the test driver passes it to both): the compile notes the link flags,
   and at the link, where GCC vectorizes, the vls pass groups the pair
   (-fopt-info-vec-optimized from lto1).  */
/* { dg-do link } */
/* { dg-require-effective-target lto } */
/* { dg-additional-options "-flto -fopt-info-vec-optimized" } */
/* { dg-message "note: vshape: with .-flto. GCC vectorizes at link time" "" { target *-*-* } 0 } */
/* The store-order pass's remarks (store-order.c tests them).  */
/* { dg-prune-output "vector stores put in ascending address order" } */
/* { dg-prune-output "loop vectorized using" } */

__attribute__ ((noipa)) void
pair_sum (double *restrict y, const double *restrict x,
	  const int *restrict idx, int n)
{
  for (int k = 0; k < n; k++)
    {
      int j = idx[k];
      y[k] = x[j] + 2.0 * x[j + 1]; /* { dg-message "optimized: vls: 2 gathers -> \[0-9\]+ loads \\+ \[0-9\]+ shuffles" } */
    }
}

double x[64], y[32];
int idx[32];

int
main (void)
{
  for (int k = 0; k < 32; k++)
    idx[k] = (k * 7) % 31;
  pair_sum (y, x, idx, 32);
  return (int) y[3];
}
