/* By default (distinct=auto) code tuned for Haswell, which runs on any
   vendor's CPU, keeps stock's loop: an AMD Zen 3 ran the deposit's copy
   at haswell 0.86 times as fast as stock, and no Intel CPU has run it.
   The dump says why, and what makes the copy.  */
/* { dg-do compile } */
/* { dg-additional-options "-fplugin-arg-libvshape-dump=vshape" } */

#include "distinct-kernels.h"

/* { dg-final { scan-function-lines deposit ";; distinct: loop \[0-9\]+ at \[^:\]+:\[0-9\]+: stores through rho_\[0-9\]+\\(D\\) \\+ _\[0-9\]+, stock's loop alone: distinct=auto, and the copy has not been measured to pay at -mtune=haswell \\(distinct=on makes it\\)" "vshape" } } */
/* { dg-final { scan-assembler-not "vshape_distinct_misses" } } */
