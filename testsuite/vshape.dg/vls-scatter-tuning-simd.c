/* An omp simd loop is vectorized whatever its cost (the default
   -fsimd-cost-model=unlimited), so the cost client could not refuse a
   way of vectorizing it that keeps a lone scatter: the plugin leaves
   the Zen 4 tuning's scatter flags off in its function
   (vls-scatter-tuning.c opens them for the same pairs under ivdep).  */
/* { dg-do compile } */
/* { dg-skip-if "GCC 11 and 12 have no scatter tuning flags" { vshape_gcc11 || vshape_gcc12 } } */
/* { dg-additional-options "-march=znver4 -fopenmp-simd -fplugin-arg-libvshape-dump=vls" } */

void
simd_pairs (double *restrict q, const double *restrict a,
	    const int *restrict idx, int n)
{
#pragma omp simd
  for (int k = 0; k < n; k++)
    {
      int j = idx[k];
      q[2 * j] = a[k];
      q[2 * j + 1] = -a[k];
    }
}

/* { dg-final { scan-function-dump-not simd_pairs "scatters the tuning avoids" "vls" } } */
