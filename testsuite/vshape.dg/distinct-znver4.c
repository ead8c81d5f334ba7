/* At znver4, whose tuning keeps scatter instructions off, the copy's
   scatter is emulated (one store a lane) and GCC 14 to 16 vectorize the
   deposit's copy with 32-byte vectors: the window is that of a 32-byte
   vector (8 ints), not of the widest (16), whose check cost twice the
   compares; and the tuning's scatter flags stay off for a function whose
   loops store through one index each, since a lone scatter never joins
   a group (opened, they kept GCC from emulating it, and the copy
   scalar).  An AMD Zen 4 ran cell_deposit's copy 1.95 times as fast as
   stock, behind a window of 16 0.94 times (bench/RESULTS.md).  */
/* { dg-do compile } */
/* { dg-skip-if "GCC 11 and 12 have no znver4" { vshape_gcc11 || vshape_gcc12 } } */
/* { dg-additional-options "-march=znver4 -fplugin-arg-libvshape-distinct=on -fplugin-arg-libvshape-dump=vshape,vls" } */

#include "distinct-kernels.h"

/* { dg-final { scan-function-lines deposit ";; distinct: loop \[0-9\]+ at \[^:\]+:\[0-9\]+: stores through rho_\[0-9\]+\\(D\\) \\+ _\[0-9\]+, a copy free of dependences within 8 iterations" "vshape" } } */
/* { dg-final { scan-function-lines deposit ";; distinct: loop \[0-9\]+ vectorized behind the check of 8 consecutive indices" "vls" { target { ! vshape_gcc13 } } } } */
/* { dg-final { scan-tree-dump-not "scatters the tuning avoids are open" "vls" } } */
/* { dg-final { scan-assembler-not "vscatter" } } */
