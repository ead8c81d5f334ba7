/* gather-tuning-znver4.c's loop where the user named a gather flag with
   -mtune-ctrl (here one that changes nothing at znver4): the user's
   choice stands, the plugin opens no flag, and the loop stays scalar as
   stock GCC leaves it.  */
/* { dg-do compile } */
/* { dg-skip-if "GCC 11 and 12 have no -march=znver4" { vshape_gcc11 || vshape_gcc12 } } */
/* { dg-additional-options "-march=znver4 -mtune-ctrl=^use_gather_2parts -fopenmp-simd -fplugin-arg-libvshape-dump=vls -fdump-tree-optimized" } */

#define NAME(F) F
#define ATTR
#include "gather-tuning.h"

/* { dg-final { scan-function-dump-not one_table "gathers and scatters the tuning avoids" "vls" } } */
/* { dg-final { scan-function-dump-not one_table "__builtin_ia32_gather" "optimized" } } */
