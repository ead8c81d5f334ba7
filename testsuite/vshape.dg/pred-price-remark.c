/* Where the cost client does not check the price of a predicated loop
   (vls-cost=off), a loop that reads through an
   index is left alone, and the missed remark says so at the read
   (pred-price-unchecked.c).  */
/* { dg-do compile } */
/* { dg-additional-options "-march=haswell -fplugin-arg-libvshape-vls-cost=off -fopt-info-vec-missed" } */
/* { dg-prune-output "couldn't vectorize loop" } */
/* { dg-prune-output "not vectorized" } */

void
table (double *restrict out, const double *restrict t,
       const double *restrict g, const int *restrict map, int n)
{
  for (int k = 0; k < n; k++)
    {
      double x = t[map[k]]; /* { dg-message "missed: loop not predicated: it reads through an index here, and the cost client is off \\(vls-cost=off\\)" } */
      out[k] = g[k] > 0. ? g[k] / x : 0.;
    }
}
