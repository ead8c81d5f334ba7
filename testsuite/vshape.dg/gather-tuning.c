/* The masked read-modify-write of gather-addresses.h at
   -march=rocketlake, whose tuning keeps gather instructions from the
   vectorizer under GCC 13 to 16: as the vectorizer runs on the omp simd
   kernel, the plugin turns them on (an Intel tuning, AVX-512), and GCC
   vectorizes the loop (-fopt-info-vec-optimized says both); without
   the plugin it says "unsupported masked emulated gather".  A function with another loop that reads through
   an index keeps the tuning (the opening would reach that loop too),
   and the dump says why.  GCC 12's rocketlake tuning has the gathers
   on; GCC 11 does not if-convert the loop.  */
/* { dg-do compile } */
/* { dg-additional-options "-march=rocketlake -fopenmp-simd -fopt-info-vec-optimized -fplugin-arg-libvshape-dump=vls" } */

#define NAME(F) F
#define ATTR
#include "gather-addresses.h"

/* { dg-message "loop vectorized" "the omp simd loop" { target { ! vshape_gcc11 } } 32 } */
/* { dg-message "vls: gathers the tuning avoids opened to the vectorizer for 6 masked accesses through an index" "the remark" { target { ! { vshape_gcc11 || vshape_gcc12 } } } 32 } */
/* { dg-prune-output "gather-addresses.h:\[0-9\]+:\[0-9\]+: optimized: " } */
/* { dg-prune-output "gather-tuning.c:\[0-9\]+:\[0-9\]+: optimized: " } */

void
half_forces_and_sum (int n, const int *__restrict nb,
		     const double *__restrict r2, double (*f)[3],
		     double cut, const double *tab, double *out)
{
#pragma omp simd
  for (int k = 0; k < n; k++)
    {
      int j = nb[k];
      if (r2[k] < cut)
	{
	  double s = 1.0 / r2[k];
	  f[j][0] -= s;
	  f[j][1] -= 2.0 * s;
	  f[j][2] -= 0.5 * s;
	}
    }
  double sum = 0.0;
  for (int k = 0; k < n; k++)
    sum += tab[nb[k]];
  *out = sum;
}

/* { dg-final { scan-function-lines half_forces ";; vls: cost client: gathers the tuning avoids are open to the vectorizer \\(6 masked accesses through an index in omp simd loops\\)" "vls" { target { ! { vshape_gcc11 || vshape_gcc12 } } } } } */
/* { dg-final { scan-function-lines half_forces ";; vshape: function changed: addresses, tuning" "vls" { target { ! { vshape_gcc11 || vshape_gcc12 } } } } } */
/* { dg-final { scan-function-lines half_forces_and_sum ";; vls: cost client: gathers the tuning avoids stay closed to the omp simd loops' 6 masked accesses through an index: another loop of the function reads or writes through an index" "vls" { target { ! { vshape_gcc11 || vshape_gcc12 } } } } } */
/* { dg-final { scan-function-lines-not half_forces_and_sum ";; vls: cost client: gathers the tuning avoids are open" "vls" } } */
/* { dg-final { scan-function-lines-not half_forces_unsure ";; vls: cost client: gathers the tuning" "vls" } } */
