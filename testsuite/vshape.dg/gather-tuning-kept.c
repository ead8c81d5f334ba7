/* gather-addresses.h's omp simd kernel at -march=znver4, whose tuning
   keeps gather instructions from the vectorizer under GCC 13 to 16: the
   plugin leaves the tuning as it is (the opening was measured on
   Intel's CPUs only), and the dump and
   -fopt-info-vec-missed say why.  */
/* { dg-do compile } */
/* { dg-skip-if "GCC 11 and 12 do not know znver4" { vshape_gcc11 || vshape_gcc12 } } */
/* { dg-additional-options "-march=znver4 -fopenmp-simd -fopt-info-vec-missed -fplugin-arg-libvshape-dump=vls" } */

#define NAME(F) F
#define ATTR
#include "gather-addresses.h"

/* { dg-message "vls: gathers the tuning avoids not opened for 6 masked accesses through an index: the tuning is not Intel's alone" "the remark" { target *-*-* } 32 } */
/* { dg-prune-output "missed: " } */
/* { dg-prune-output "scalar_type: \[^\n\]*" } */

/* { dg-final { scan-function-lines half_forces ";; vls: cost client: gathers the tuning avoids stay closed to the omp simd loops' 6 masked accesses through an index: the tuning is not Intel's alone, and gathers were measured on Intel's CPUs only" "vls" } } */
/* { dg-final { scan-function-lines half_forces ";; vshape: function changed: addresses\n" "vls" } } */
/* { dg-final { scan-function-lines-not half_forces ";; vls: cost client: gathers the tuning avoids are open" "vls" } } */
