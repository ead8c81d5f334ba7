/* A pragma inside an OpenMP parallel region: its loop is marked while
   the region is still in its function, and keeps the mark when GCC moves
   the region into a function of its own.  */
/* { dg-do compile } */
/* { dg-require-effective-target fopenmp } */
/* { dg-additional-options "-fopenmp -fplugin-arg-libvshape-pragmas=intel -fopt-info-vec-optimized" } */
/* { dg-prune-output "vectorized using" } */
/* { dg-prune-output "optimized: vls:" } */

void
rows (double *out, const double *a, const int *map, int n, int m)
{
#pragma omp parallel for
  for (int r = 0; r < m; r++)
    {
#pragma simd
      for (int k = 0; k < n; k++) /* { dg-message "#pragma simd honoured as #pragma omp simd" } */
	out[r * n + k] = a[map[k]] + r; /* { dg-message "loop vectorized" "" { target *-*-* } .-1 } */
    }
}
