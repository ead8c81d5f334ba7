/* By default (distinct=auto) the copy behind the check is made at the
   tunings where it was measured to pay: at znver4 (an AMD Zen 4 ran the
   deposit's copy 1.45 to 1.94 times as fast as stock, 0.99 where every
   list fails), the same copy as distinct=on, and GCC 14 to 16 vectorize
   it.  */
/* { dg-do compile } */
/* { dg-skip-if "GCC 11 and 12 have no znver4" { vshape_gcc11 || vshape_gcc12 } } */
/* { dg-additional-options "-march=znver4 -fplugin-arg-libvshape-dump=vshape,vls" } */

#include "distinct-kernels.h"

/* { dg-final { scan-function-lines deposit ";; distinct: loop \[0-9\]+ at \[^:\]+:\[0-9\]+: stores through rho_\[0-9\]+\\(D\\) \\+ _\[0-9\]+, a copy free of dependences within 8 iterations" "vshape" } } */
/* { dg-final { scan-function-lines hist ";; distinct: loop \[0-9\]+ at \[^:\]+:\[0-9\]+: stores through h_\[0-9\]+\\(D\\) \\+ _\[0-9\]+, a copy free of dependences" "vshape" } } */
/* { dg-final { scan-function-dump-not deposit "distinct=auto" "vshape" } } */
/* { dg-final { vshape-in-versions "14 15 16" scan-function-lines deposit ";; distinct: loop \[0-9\]+ vectorized behind the check of 8 consecutive indices" "vls" } } */
/* { dg-final { vshape-in-versions "14 15 16" scan-assembler "vshape_distinct_misses" } } */
