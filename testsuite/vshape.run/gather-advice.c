/* gather-addresses.c's run with gather-advice.c's advice taken: at
   -march=skylake-avx512, whose tuning keeps gather instructions from
   the vectorizer under GCC 13 to 16, -mtune-ctrl turns them on, and GCC
   vectorizes the omp simd kernel with masked gathers and scatters.
   Results and floating-point exceptions as without the vectorizer, and
   no write to an atom outside the cutoff (on a read-only page).  */
/* { dg-do run { target avx512f_runtime } } */
/* { dg-do compile { target { ! avx512f_runtime } } } */
/* { dg-skip-if "other names of the gather flags, or no if-conversion" { vshape_gcc11 || vshape_gcc12 } } */
/* { dg-additional-options "-march=skylake-avx512 -mtune-ctrl=use_gather_2parts,use_gather_4parts,use_gather_8parts -fopenmp-simd -fchecking -fopt-info-vec-optimized -fplugin-arg-libvshape-dump=vls" } */

#include "gather-addresses.h"

/* { dg-message "loop vectorized" "the omp simd loop" { target *-*-* } 32 } */
/* { dg-prune-output "optimized: " } */
/* { dg-final { scan-function-lines half_forces ";; vls: cost client: loop \[0-9\]+: \[0-9\]+ address(es)? of if-converted accesses put back in pointer form, 1 offset of masked accesses split to a gather's scale" "vls" } } */
