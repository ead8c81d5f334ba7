/* The cost client prices a gather the vls pass will read from a small
   table in registers as its permutation (vls-table-registers.h at
   -march=x86-64-v4, where GCC 13 and later emulate gathers): GCC 14
   to 16, which price the emulated gathers of 16 floats above the
   scalar loop, vectorize the loop, and the pass reads the table from
   registers.  GCC 11 leaves these loops scalar at this tuning.  */
/* { dg-do compile { target { ! vshape_gcc11 } } } */
/* { dg-additional-options "-march=x86-64-v4 -fplugin-arg-libvshape-dump=vls" } */

#define NAME(F) F
#define ATTR
#include "vls-table-registers.h"

/* { dg-final { scan-function-lines floats16 ";; vls: cost client: loop \[0-9\]+, V16S\[IF\], VF 16: 1 gather, 0 in 0 groups, 1 from small tables in registers; " "vls" } } */
/* { dg-final { scan-function-lines floats16 ";; vls: gather from the table tr_f16 \\(16 elements\\) made a permutation of 1 registers" "vls" } } */
/* { dg-final { scan-function-lines ints8 ";; vls: gather from the table tr_i8 \\(8 elements\\) made a permutation of 1 registers" "vls" } } */
/* { dg-final { scan-function-lines nested ";; vls: gather from the table tr_d8 \\(8 elements\\) made a permutation of 1 registers loaded before loop \[0-9\]+ \\(depth 1\\)" "vls" } } */
