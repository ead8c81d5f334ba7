// vshape.run/gather-advice.c built by g++: at -march=skylake-avx512 with
// -mtune-ctrl turning on the gathers its tuning keeps off (GCC 13 to
// 16), the omp simd kernel is vectorized with masked gathers and
// scatters; results as without the vectorizer, and no write to an atom
// outside the cutoff.
// { dg-do run { target avx512f_runtime } }
// { dg-do compile { target { ! avx512f_runtime } } }
// { dg-skip-if "other names of the gather flags, or no if-conversion" { vshape_gcc11 || vshape_gcc12 } }
// { dg-additional-options "-march=skylake-avx512 -mtune-ctrl=use_gather_2parts,use_gather_4parts,use_gather_8parts -fopenmp-simd -fchecking -fplugin-arg-libvshape-dump=vls" }

#include "../vshape.run/gather-addresses.h"

// { dg-final { scan-function-lines half_forces ";; vls: cost client: loop \[0-9\]+: \[0-9\]+ address(es)? of if-converted accesses put back in pointer form, 1 offset of masked accesses split to a gather's scale" "vls" } }
