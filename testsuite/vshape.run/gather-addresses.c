/* A half neighbour list's masked read-modify-write vectorized with
   gather and scatter instructions (gather-addresses.h) at
   -march=skylake-avx512 -mtune=sapphirerapids: results as without the
   vectorizer, and no write to an atom outside the cutoff.  */
/* { dg-do run { target avx512f_runtime } } */
/* { dg-do compile { target { ! avx512f_runtime } } } */
/* { dg-additional-options "-march=skylake-avx512 -mtune=sapphirerapids -fopenmp-simd -fchecking -fplugin-arg-libvshape-dump=vls" } */

#include "gather-addresses.h"

/* The loop was rewritten for the vectorizer (the checks above are of
   that code).  */
/* { dg-final { scan-function-lines half_forces ";; vls: cost client: loop \[0-9\]+: \[0-9\]+ address(es)? of if-converted accesses put back in pointer form, 1 offset of masked accesses split to a gather's scale" "vls" { target { ! vshape_gcc11 } } } } */
/* { dg-final { scan-function-lines half_forces ";; vls: scatter 0: avx512" "vls" { target { ! vshape_gcc11 } } } } */
