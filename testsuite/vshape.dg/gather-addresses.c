/* The masked read-modify-write of gather-addresses.h at
   -march=sapphirerapids (gather and scatter instructions on): in the
   loop if-conversion made for the vectorizer, the addresses it
   computed in integers are put back as pointer sums, and the offset
   j * 24 of f[j][0..2] is split as (j * 3) * 8, so that GCC takes the
   masked accesses as gathers and scatters of scale 8 and vectorizes
   the omp simd loop (without the plugin: "unsupported masked emulated
   gather").  The loop without omp simd is left as it is.  GCC 11 does
   not if-convert the loop.  */
/* { dg-do compile } */
/* { dg-additional-options "-march=sapphirerapids -fopenmp-simd -fopt-info-vec-optimized -fplugin-arg-libvshape-dump=vls" } */

#define NAME(F) F
#define ATTR
#include "gather-addresses.h"

/* { dg-message "loop vectorized" "the omp simd loop" { target { ! vshape_gcc11 } } 32 } */
/* { dg-prune-output "gather-addresses.h:\[0-9\]+:\[0-9\]+: optimized: " } */

/* { dg-final { scan-function-lines half_forces ";; vls: cost client: loop \[0-9\]+: \[0-9\]+ address(es)? of if-converted accesses put back in pointer form, 1 offset of masked accesses split to a gather's scale, for the vectorizer" "vls" { target { ! vshape_gcc11 } } } } */
/* { dg-final { scan-function-lines-not half_forces_unsure "put back in pointer form" "vls" } } */
