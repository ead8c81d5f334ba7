/* gather-addresses.c's run at -march=skylake-avx512, whose tuning keeps
   gather instructions from the vectorizer under GCC 13 to 16: the
   plugin opens them to the omp simd kernel, which GCC then vectorizes
   with masked gathers and scatters.  Results and floating-point
   exceptions as without the vectorizer, and no write to an atom
   outside the cutoff (on a read-only page).  */
/* { dg-do run { target avx512f_runtime } } */
/* { dg-do compile { target { ! avx512f_runtime } } } */
/* { dg-additional-options "-march=skylake-avx512 -fopenmp-simd -fchecking -fopt-info-vec-optimized -fplugin-arg-libvshape-dump=vls" } */

#include "gather-addresses.h"

/* { dg-message "loop vectorized" "the omp simd loop" { target { ! vshape_gcc11 } } 32 } */
/* { dg-prune-output "optimized: " } */
/* { dg-final { scan-function-lines half_forces ";; vls: cost client: gathers the tuning avoids are open to the vectorizer \\(6 masked accesses through an index in omp simd loops\\)" "vls" { target { ! { vshape_gcc11 || vshape_gcc12 } } } } } */
