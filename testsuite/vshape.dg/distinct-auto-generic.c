/* By default (distinct=auto) code of the generic tuning (x86-64-v3 and
   v4) and of znver3 keeps stock's loop: the copy lost on an AMD Zen 3
   at znver3 where lists fail, and kept a scatter at x86-64-v4 on a
   Zen 4.  The znver3 tuning is that of -march=native on a Zen 4 under
   GCC 12, so the tuning, not the instruction set, decides.  */
/* { dg-do compile } */
/* { dg-additional-options "-march=x86-64-v4 -fplugin-arg-libvshape-dump=vshape" } */

#include "distinct-kernels.h"

__attribute__ ((target ("tune=znver3"))) void
hist3 (int n, const int *restrict idx, const float *restrict w,
       float *restrict h)
{
  for (int k = 0; k < n; k++)
    h[idx[k]] += w[k];
}

/* { dg-final { scan-function-lines deposit ";; distinct: loop \[0-9\]+ at \[^ \]+ stores through rho_\[0-9\]+\\(D\\) \\+ _\[0-9\]+, stock's loop alone: distinct=auto, and the copy has not been measured to pay at -mtune=generic" "vshape" } } */
/* { dg-final { scan-function-lines hist3 ";; distinct: loop \[0-9\]+ at \[^ \]+ stores through h_\[0-9\]+\\(D\\) \\+ _\[0-9\]+, stock's loop alone: distinct=auto, and the copy has not been measured to pay at -mtune=znver3" "vshape" } } */
/* { dg-final { scan-assembler-not "vshape_distinct_misses" } } */
