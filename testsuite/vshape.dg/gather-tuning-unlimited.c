/* gather-tuning-znver4.c's loop under -fsimd-cost-model=unlimited: the
   user asked that no cost model weigh omp simd loops, so the plugin,
   which could not refuse a losing form, opens no flag.  */
/* { dg-do compile } */
/* { dg-skip-if "GCC 11 and 12 have no -march=znver4" { vshape_gcc11 || vshape_gcc12 } } */
/* { dg-additional-options "-march=znver4 -fsimd-cost-model=unlimited -fopenmp-simd -fplugin-arg-libvshape-dump=vls -fdump-tree-optimized" } */

#define NAME(F) F
#define ATTR
#include "gather-tuning.h"

/* { dg-final { scan-function-dump-not one_table "gathers and scatters the tuning avoids" "vls" } } */
/* { dg-final { scan-function-dump-not one_table "__builtin_ia32_gather" "optimized" } } */
