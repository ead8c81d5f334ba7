// vshape.dg/gather-tuning-znver4.c's one-table sum under g++: at the
// Zen 4 tuning the plugin opens gather instructions to the vectorizer
// for it, and the predicated check lets it be vectorized.
// { dg-do compile }
// { dg-skip-if "GCC 11 and 12 have no -march=znver4" { vshape_gcc11 || vshape_gcc12 } }
// { dg-additional-options "-march=znver4 -fopenmp-simd -fplugin-arg-libvshape-dump=vls -fdump-tree-optimized" }

#define NAME(F) F
#define ATTR
#include "../vshape.dg/gather-tuning.h"

// { dg-final { scan-function-dump one_table "gathers and scatters the tuning avoids are open to the vectorizer at znver4" "vls" } }
// { dg-final { scan-function-dump one_table "indexed load as slow as measured, against scalar \[0-9\]+: the vector loop pays" "vls" } }
// { dg-final { scan-function-dump one_table "__builtin_ia32_gather" "optimized" } }
