/* The copy a check of the indices enters is vectorized where the
   target's gathers and scatters pay (Sapphire Rapids: both loops, in
   16-lane windows), and where they do not the check goes and stock's
   loop runs alone (Haswell: the histogram; its deposit, whose divisions
   pay for emulated gathers and scatters, under GCC 14 and later).  */
/* { dg-additional-options "-march=sapphirerapids -fplugin-arg-libvshape-distinct=on -fplugin-arg-libvshape-dump=vls" } */

#include "distinct-kernels.h"

/* { dg-final { scan-function-lines hist ";; distinct: loop \[0-9\]+ vectorized behind the check of 16 consecutive indices" "vls" } } */
/* { dg-final { scan-function-lines deposit ";; distinct: loop \[0-9\]+ vectorized behind the check of 16 consecutive indices" "vls" } } */
/* { dg-final { scan-function-lines hist ";; vshape: function changed: (\[a-z ]+, )?distinct indices" "vls" } } */
