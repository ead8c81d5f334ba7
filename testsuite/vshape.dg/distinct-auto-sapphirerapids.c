/* By default (distinct=auto) the copy behind the check is made at
   sapphirerapids, which -march=native gives Intel's Sapphire and
   Emerald Rapids Xeons: an Emerald Rapids ran the deposit's copy 1.13
   to 1.31 times as fast as stock under GCC 14 and 16, 0.99 to 1.00
   where every list fails, with its scatter emulated, one store a lane
   (0.82 with a scatter instruction).  So the tuning's scatter
   flags go off while the vectorizer runs on the copy's function, the
   window follows 32-byte vectors, and no scatter instruction is left:
   GCC 14 and later vectorize the copy, GCC 13 does not and the check
   goes.  GCC 11 and 12 have no such flags: their copy keeps its
   scatter and loses its check after the vls pass.  */
/* { dg-do compile } */
/* { dg-additional-options "-march=sapphirerapids -fplugin-arg-libvshape-dump=vshape,vls" } */

#include "distinct-kernels.h"

/* { dg-final { vshape-in-versions "13 14 15 16" scan-function-lines deposit ";; distinct: loop \[0-9\]+ at \[^:\]+:\[0-9\]+: stores through rho_\[0-9\]+\\(D\\) \\+ _\[0-9\]+, a copy free of dependences within 8 iterations" "vshape" } } */
/* { dg-final { vshape-in-versions "11 12" scan-function-lines deposit ";; distinct: loop \[0-9\]+ at \[^:\]+:\[0-9\]+: stores through rho_\[0-9\]+\\(D\\) \\+ _\[0-9\]+, a copy free of dependences within 16 iterations" "vshape" } } */
/* { dg-final { scan-function-dump-not deposit "distinct=auto" "vshape" } } */
/* { dg-final { vshape-in-versions "14 15 16" scan-function-lines deposit ";; distinct: loop \[0-9\]+ vectorized behind the check of 8 consecutive indices" "vls" } } */
/* { dg-final { vshape-in-versions "13 14 15 16" scan-function-dump deposit "scatter instructions closed to the vectorizer: its copies behind a check of distinct indices store one element a lane" "vls" } } */
/* { dg-final { vshape-in-versions "11 12" scan-function-lines deposit ";; distinct: loop \[0-9\]+ vectorized with a scatter instruction, slower than the scalar loop on AMD's and Intel's CPUs: its check removed, stock's loop runs" "vls" } } */
/* { dg-final { scan-assembler-not "vscatter" } } */
