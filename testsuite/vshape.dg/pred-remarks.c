/* Predication at -march=haswell (no masked arithmetic): a division
   guarded by a condition on another array moves out of its branch with
   an optimized remark, and GCC vectorizes the loop it refused; so does a
   division whose operands the branch loads itself (it moves after the
   branch, the loads stay masked); one whose quotient the branch stores
   stays, with a missed remark that says why.  A division in a branch
   inside another moves in two steps, into the outer arm and then before
   the outer branch, and the inner comparison, which if-conversion
   evaluates in every lane, compares safe operands where the outer arm
   is not taken; one more level down, a comparison that may raise stops
   predication in its loop.  */
/* { dg-do compile } */
/* { dg-additional-options "-march=haswell -fopt-info-vec-optimized-missed" } */
/* { dg-prune-output "loop versioned for vectorization" } */
/* { dg-prune-output "epilogue loop vectorized" } */
/* { dg-prune-output "missed: (?!branch not|subtraction not|loop not)\[^\n\]*" } */
/* { dg-prune-output "note: \[^\n\]*" } */

void
guarded (double *restrict out, const double *a, const double *b,
	 const double *g, int n)
{
  for (int k = 0; k < n; k++) /* { dg-message "optimized: loop vectorized" } */
    {
      double x = a[k], y = b[k], r = 0.;
      if (g[k] > 0.)
	r = x / y; /* { dg-message "optimized: predicated division: it executes in every lane, on safe operands where the branch is not taken" } */
      out[k] = r;
    }
}

void
loaded_inside (double *restrict out, const double *a, const double *b,
	       const double *g, int n)
{
  for (int k = 0; k < n; k++) /* { dg-message "optimized: loop vectorized" } */
    {
      double r = 0.;
      if (g[k] > 0.)
	r = a[k] / b[k]; /* { dg-message "optimized: predicated division" } */
      out[k] = r;
    }
}

void
stored_inside (double *restrict out, const double *a, const double *b,
	       const double *g, int n)
{
  for (int k = 0; k < n; k++)
    if (g[k] > 0.) /* { dg-message "missed: branch not predicated: division: it needs a value loaded inside the branch, and the branch stores its result" } */
      out[k] = a[k] / b[k];
}

void
nested (double *restrict out, const double *a, const double *b,
	const double *g, int n)
{
  for (int k = 0; k < n; k++) /* { dg-message "optimized: loop vectorized" } */
    {
      double x = a[k], y = b[k], r = 0.;
      if (g[k] > 0.)
	{
	  if (y > 1.)
	    r = x / y; /* { dg-message "optimized: predicated division" } */
	}
      out[k] = r;
    }
}

void
deep (double *restrict out, const double *a, const double *b,
      const double *g, int n)
{
  for (int k = 0; k < n; k++)
    {
      double x = a[k], y = b[k], r = 0.;
      if (g[k] > 0.)
	{
	  r = x * 0.5;
	  if (y > 1.)
	    {
	      r = r / y;
	      if (r < 2.) /* { dg-message "missed: loop not predicated: this comparison, in a branch inside a branch, could raise in lanes that do not reach it" } */
		r = 2. / (r - 1.); /* { dg-message "missed: subtraction not predicated: it is not in an arm of one block under a branch every iteration takes" } */
	    }
	}
      out[k] = r;
    }
}
