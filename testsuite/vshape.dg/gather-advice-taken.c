/* gather-advice.c with the advice taken: at -march=rocketlake with
   -mtune-ctrl naming the gather flags, GCC 13 to 16 vectorize the omp
   simd loop with masked gathers and scatters (the plugin's addresses),
   and the plugin gives no advice (the user's choice stands).  */
/* { dg-do compile } */
/* { dg-skip-if "other names of the gather flags, or no if-conversion" { vshape_gcc11 || vshape_gcc12 } } */
/* { dg-additional-options "-march=rocketlake -mtune-ctrl=use_gather_2parts,use_gather_4parts,use_gather_8parts -fopenmp-simd -fopt-info-vec-optimized -fplugin-arg-libvshape-dump=vls" } */

#define NAME(F) F
#define ATTR
#include "gather-addresses.h"

/* { dg-message "loop vectorized" "the omp simd loop" { target *-*-* } 32 } */
/* { dg-prune-output "optimized: " } */

/* { dg-final { scan-function-lines-not half_forces ";; vls: cost client: the omp simd loops" "vls" } } */
