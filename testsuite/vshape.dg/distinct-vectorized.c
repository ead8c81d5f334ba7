/* At Sapphire Rapids (scatter instructions on in the tuning) a copy a
   check of the indices enters keeps no scatter instruction: an Intel
   Xeon (Emerald Rapids) ran the deposit's copy 0.82 times as fast as
   stock with one, 1.13 to 1.31 times with its scatter emulated.
   GCC 13 to 16 run the vectorizer on the copies' functions with the
   scatter flags off, in 8-lane windows: GCC 14 and later vectorize the
   deposit, whose divisions pay for the emulated gathers and scatters,
   and neither the histogram nor GCC 13's deposit, whose checks go.
   GCC 11 and 12, without such flags, vectorize both with a scatter
   instruction, and the checks go after the vls pass.  */
/* { dg-additional-options "-march=sapphirerapids -fplugin-arg-libvshape-distinct=on -fplugin-arg-libvshape-dump=vls" } */

#include "distinct-kernels.h"

/* { dg-final { vshape-in-versions "14 15 16" scan-function-lines deposit ";; distinct: loop \[0-9\]+ vectorized behind the check of 8 consecutive indices" "vls" } } */
/* { dg-final { vshape-in-versions "13 14 15 16" scan-function-lines hist ";; distinct: loop \[0-9\]+ not vectorized: its check removed, stock's loop runs" "vls" } } */
/* { dg-final { vshape-in-versions "13" scan-function-lines deposit ";; distinct: loop \[0-9\]+ not vectorized: its check removed, stock's loop runs" "vls" } } */
/* { dg-final { vshape-in-versions "11 12" scan-function-lines hist ";; distinct: loop \[0-9\]+ vectorized with a scatter instruction, slower than the scalar loop on AMD's and Intel's CPUs: its check removed, stock's loop runs" "vls" } } */
/* { dg-final { vshape-in-versions "11 12" scan-function-lines deposit ";; distinct: loop \[0-9\]+ vectorized with a scatter instruction, slower than the scalar loop on AMD's and Intel's CPUs: its check removed, stock's loop runs" "vls" } } */
/* { dg-final { scan-function-lines hist ";; vshape: function changed: (\[a-z ]+, )?distinct indices" "vls" } } */
/* { dg-final { scan-assembler-not "vscatter" } } */
