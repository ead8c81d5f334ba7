// The C++ kernels of vls-kernels.h on AVX-512 with 512-bit vectors under
// vls=force, exceptions on.
// { dg-do run { target avx512f_runtime } }
// { dg-do compile { target { ! avx512f_runtime } } }
// { dg-additional-options "-march=skylake-avx512 -mprefer-vector-width=512 -fopenmp-simd -fno-trapping-math -ffp-contract=off -fchecking -fplugin-arg-libvshape-vls=force -fplugin-arg-libvshape-dump=vls" }
// Where the tuning avoids gathers (GCC 13.3 and later, against Gather
// Data Sampling), turn them back on: this test is about them.
// { dg-additional-options "-mtune-ctrl=use_gather_2parts,use_gather_4parts,use_gather" { target vshape_avx512_tuning_avoids_gathers } }

#include "vls-kernels.h"

// { dg-final { scan-function-lines pairs ";; vls: group \[0-9\]+: rewritten" "vls" } }
// { dg-final { scan-function-lines points<point> ";; vls: group \[0-9\]+: rewritten" "vls" { target vshape_wide_scale_gathers } } }
// { dg-final { scan-function-lines force ";; vls: group \[0-9\]+: rewritten" "vls" } }
// { dg-final { scan-tree-dump-not "may throw" "vls" } }
