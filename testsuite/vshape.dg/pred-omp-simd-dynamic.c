/* Under -fsimd-cost-model=dynamic a SIMD loop's vectorization is weighed
   by the cost model: predication moves its guarded division, and GCC
   vectorizes the loop it refuses without the plugin.  */
/* { dg-do compile } */
/* { dg-additional-options "-march=haswell -fopenmp-simd -fsimd-cost-model=dynamic -fplugin-arg-libvshape-dump=vshape -fdump-tree-vect-details" } */

void
guarded (double *restrict out, const double *a, const double *b,
	 const double *g, int n)
{
#pragma omp simd
  for (int k = 0; k < n; k++)
    {
      double x = a[k], y = b[k], r = 0.;
      if (g[k] > 0.)
	r = x / y;
      out[k] = r;
    }
}

/* { dg-final { scan-tree-dump ";; predicate: branch at pred-omp-simd-dynamic.c:\[0-9\]+ \\(Divergent\\), true arm: moved 1 operations" "vshape" } } */
/* { dg-final { scan-tree-dump "loop vectorized" "vect" } } */
