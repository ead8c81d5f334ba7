/* A SIMD loop (omp simd) is vectorized whatever its cost under GCC's
   default -fsimd-cost-model=unlimited: predication, which could make it
   vectorizable at a loss, leaves it alone and says so.  Under
   -fsimd-cost-model=dynamic the cost model weighs it, and predication
   runs (pred-omp-simd-dynamic.c).  */
/* { dg-do compile } */
/* { dg-additional-options "-march=haswell -fopenmp-simd -fplugin-arg-libvshape-dump=vshape -fdump-tree-vect-details" } */

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

/* { dg-final { scan-tree-dump ";; predicate: loop \[0-9\]+ left alone: no cost model checks its vectorization" "vshape" } } */
/* { dg-final { scan-tree-dump-not ";; predicate: branch" "vshape" } } */
