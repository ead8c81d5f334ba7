/* With -fopt-info-vec-note the cost client says, at the loop, how many
   gathers it priced in groups and what that made of the vector body's
   cost.  */
/* { dg-do compile } */
/* { dg-additional-options "-march=haswell -fopt-info-vec-note" } */

void
pairs (double *restrict y, const double *restrict x,
       const int *restrict idx, int n)
{
  for (int k = 0; k < n; k++)	/* { dg-message "note: +vls: 2 gathers priced in 1 group: vector body cost \[0-9\]+ instead of \[0-9\]+" } */
    {
      int j = idx[k];
      y[k] = x[j] + 2.0 * x[j + 1];
    }
}

/* { dg-prune-output "note: \[^v\]" } */
/* { dg-prune-output "note: +v\[^l\]" } */
/* { dg-prune-output "optimized: " } */
