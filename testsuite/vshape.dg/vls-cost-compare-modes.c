/* Where the target compares the costs of several vector modes of a loop
   (--param ix86-vect-compare-costs=1), the cost client hands the
   comparison to the target's own costs, which hold the client's final
   prices.  A loop without gathers keeps the target's choice of main and
   epilogue modes (V8DF at znver4, for both), and its code is stock's.  */
/* { dg-do compile } */
/* { dg-require-effective-target vshape_vect_compare_costs } */
/* { dg-additional-options "-march=znver4 --param ix86-vect-compare-costs=1 -fdump-tree-vect-details" } */

void
scale_bytes (double *restrict o, const unsigned char *restrict c,
	     const double *restrict x, int n)
{
  for (int i = 0; i < n; i++)
    o[i] = x[i] * c[i] + 1.0;
}

/* { dg-final { scan-function-dump scale_bytes "Choosing vector mode V8DF" "vect" } } */
/* { dg-final { scan-function-dump scale_bytes "Choosing epilogue vector mode V8DF" "vect" } } */
/* { dg-final { code-as-stock "-O3 -march=znver4 --param ix86-vect-compare-costs=1" } } */
