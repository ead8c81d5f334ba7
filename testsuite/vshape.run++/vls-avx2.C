// The C++ kernels of vls-kernels.h on AVX2 (Haswell tuning, vls=on),
// exceptions on: the same results as without the vectorizer, and every
// kernel has a rewritten group.
// { dg-do run { target avx2_runtime } }
// { dg-do compile { target { ! avx2_runtime } } }
// { dg-additional-options "-march=haswell -fopenmp-simd -fno-trapping-math -ffp-contract=off -fchecking -fplugin-arg-libvshape-dump=vls" }

#include "vls-kernels.h"

// { dg-final { scan-function-lines pairs ";; vls: group \[0-9\]+: rewritten" "vls" } }
// { dg-final { scan-function-lines points<point> ";; vls: group \[0-9\]+: rewritten" "vls" { target vshape_wide_scale_gathers } } }
// { dg-final { scan-function-lines force ";; vls: group \[0-9\]+: rewritten" "vls" } }
// { dg-final { scan-tree-dump-not "may throw" "vls" } }
