// vshape.run/gather-tuning.c built by g++: at -march=skylake-avx512 the
// plugin opens the gathers its tuning keeps off to the omp simd kernel
// (GCC 13 to 16); results as without the vectorizer, and no write to an
// atom outside the cutoff.
// { dg-do run { target avx512f_runtime } }
// { dg-do compile { target { ! avx512f_runtime } } }
// { dg-additional-options "-march=skylake-avx512 -fopenmp-simd -fchecking -fplugin-arg-libvshape-dump=vls" }

#include "../vshape.run/gather-addresses.h"

// { dg-final { scan-function-lines half_forces ";; vls: cost client: gathers the tuning avoids are open to the vectorizer \\(6 masked accesses through an index in omp simd loops\\)" "vls" { target { ! { vshape_gcc11 || vshape_gcc12 } } } } }
