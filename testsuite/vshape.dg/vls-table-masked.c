/* vls-table-masked.h at -march=skylake-avx512 -mtune=sapphirerapids
   -mprefer-vector-width=512: GCC 12 to 16 read the table under the
   condition with a masked 64-byte gather instruction, which the vls
   pass makes a permutation of the table's register, its inactive lanes
   then set to zero as the gather's are.  The 32-byte epilogue's gather
   stays (a gather instruction that narrow is faster).  GCC 11 leaves
   the loop scalar.  */
/* { dg-do compile } */
/* { dg-additional-options "-march=skylake-avx512 -mtune=sapphirerapids -mprefer-vector-width=512 -fopt-info-vec-optimized -fplugin-arg-libvshape-dump=vls" } */

#define NAME(F) F
#define ATTR
#include "vls-table-masked.h"

/* { dg-message "vls: gather from the table tm_d8 kept in 1 registers" "the remark" { target { ! vshape_gcc11 } } 21 } */
/* { dg-prune-output "optimized: " } */

/* { dg-final { scan-function-lines masked8 ";; vls: gather from the table tm_d8 \\(8 elements\\) made a permutation of 1 registers loaded before loop \[0-9\]+ \\(depth 1\\)" "vls" { target { ! vshape_gcc11 } } } } */
/* { dg-final { scan-function-lines masked8 ";; vls: gather from the table tm_d8 not kept in registers: a gather instruction this narrow is faster" "vls" { target { ! vshape_gcc11 } } } } */
