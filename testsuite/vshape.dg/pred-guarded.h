/* A division guarded by a condition on another array, the loop of
   several predication tests: GCC refuses it on AVX2 ("control flow in
   loop") unless the plugin moves the division.  With PRED_GUARDED_SIMD
   defined, a SIMD loop (omp simd).  */

void
guarded (double *restrict out, const double *a, const double *b,
	 const double *g, int n)
{
#ifdef PRED_GUARDED_SIMD
#pragma omp simd
#endif
  for (int k = 0; k < n; k++)
    {
      double x = a[k], y = b[k], r = 0.;
      if (g[k] > 0.)
	r = x / y;
      out[k] = r;
    }
}
