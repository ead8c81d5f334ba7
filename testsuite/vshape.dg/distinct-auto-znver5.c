/* By default (distinct=auto) the copy is made at znver5 too: an AMD Zen 4
   ran the deposit's copy tuned for Zen 5 (-mtune=znver5) 1.49 to 1.71
   times as fast as stock under GCC 14 and 16, 0.99 where every list
   fails the check.  */
/* { dg-do compile } */
/* { dg-skip-if "no -march=znver5" { vshape_gcc11 || vshape_gcc12 } } */
/* { dg-additional-options "-march=znver5 -fplugin-arg-libvshape-dump=vshape,vls" } */

#include "distinct-kernels.h"

/* { dg-final { scan-function-lines deposit ";; distinct: loop \[0-9\]+ at \[^:\]+:\[0-9\]+: stores through rho_\[0-9\]+\\(D\\) \\+ _\[0-9\]+, a copy free of dependences within 8 iterations" "vshape" } } */
/* { dg-final { vshape-in-versions "14 15 16" scan-function-lines deposit ";; distinct: loop \[0-9\]+ vectorized behind the check of 8 consecutive indices" "vls" } } */
