/* The promotion's decisions, in the vshape dump and as remarks: a
   block row's two sums are kept in registers (the matrix checked before
   the loop, x's pair at each iteration); a sparse row's sum, which GCC
   carries in a register already, stays in memory (one store saved
   would not pay for two checks at each iteration); a call, or a store
   through another pointer, in the loop blocks the promotion.  */
/* { dg-do compile } */
/* { dg-additional-options "-march=x86-64-v3 -fplugin-arg-libvshape-dump=vshape -fopt-info-vec-optimized-missed" } */
/* { dg-prune-output "optimized: (?!accumulator)\[^\n\]*" } */
/* { dg-prune-output "missed: (?!accumulator)\[^\n\]*" } */
/* { dg-prune-output "\[^\n\]*(cost|Cost)\[^\n\]*" } */
/* { dg-prune-output " scalar_type: \[^\n\]*" } */

void
block_row (int n, const int *rowptr, const int *col, const double *a,
	   const double *x, double *y)
{
  for (int i = 0; i < n; i++)
    {
      y[2 * i] = 0.;
      y[2 * i + 1] = 0.;
      for (int k = rowptr[i]; k < rowptr[i + 1]; k++)
	{
	  const double *xj = &x[2 * col[k]];
	  for (int r = 0; r < 2; r++)
	    for (int c = 0; c < 2; c++)
	      y[2 * i + r] += a[4 * k + 2 * r + c] * xj[c]; /* { dg-message "optimized: accumulator \[^\\n\]* kept in a register: 1 range checked at each iteration, 1 before the loop" } */
	}
    }
}

void
sparse_row (int n, const int *rowptr, const int *col, const double *a,
	    const double *x, double *y)
{
  for (int i = 0; i < n; i++)
    for (int k = rowptr[i]; k < rowptr[i + 1]; k++)
      y[i] += a[k] * x[col[k]]; /* { dg-message "missed: accumulator \[^\\n\]* kept in memory: its value stays in a register already" } */
}

double weight (int);

void
with_call (int n, const double *x, double *y)
{
  for (int k = 0; k < n; k++)
    y[0] += weight (k) * x[k]; /* { dg-message "missed: accumulator \[^\\n\]* kept in memory: a call in the loop may read or write it" } */
}

void
with_store (int n, const double *x, double *y, double *z)
{
  for (int k = 0; k < n; k++)
    {
      y[0] += x[k]; /* { dg-message "missed: accumulator \[^\\n\]* kept in memory: the loop stores through another pointer too" } */
      z[k] = y[0];
    }
}

/* { dg-final { scan-function-dump block_row ";; promote: loop \[0-9\]+ at \[^\\n\]*: 2 locations \[^\\n\]* kept in registers: 1 range checked at each iteration, 1 before the loop" "vshape" } } */
