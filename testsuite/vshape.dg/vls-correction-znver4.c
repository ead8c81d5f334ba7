/* The measured correction of the znver4 and znver5 tunings (GCC 13 and
   later): their gather instructions cost 225% of GCC's table price.
   With gathers on at 512-bit vectors, two floats 8 bytes apart
   gathered at one index are rewritten into per-lane loads (without the
   correction the table keeps the gathers, which ran 1.32 times slower
   than the rewrite on a Zen 4), while the same pair under a mask is
   kept (at 250% it was rewritten, and ran at 0.78 of stock).  GCC 14
   prices the 16-lane sequence (its 32 lane extractions) above the
   gathers and vectorizes with 8 lanes, where the pair is rewritten into
   16 loads: that ran 1.09 times faster on a Zen 4 than the 16-lane
   rewrite, which a price clamped below the gathers' had picked.  */
/* { dg-do compile } */
/* { dg-skip-if "GCC 11 and 12 have no znver4" { vshape_gcc11 || vshape_gcc12 } } */
/* { dg-additional-options "-march=znver4 -mprefer-vector-width=512 -mtune-ctrl=use_gather_2parts,use_gather_4parts,use_gather_8parts -fplugin-arg-libvshape-dump=vls" } */

#include "vls-correction.h"

/* { dg-final { vshape-in-versions "13 15 16" scan-function-lines gap_pair ";; vls: group \[0-9\]+: rewritten: 2 gathers -> 32 loads \\+ \[0-9\]+ shuffles" "vls" } } */
/* { dg-final { vshape-in-versions "14" scan-function-lines gap_pair ";; vls: group \[0-9\]+: rewritten: 2 gathers -> 16 loads \\+ \[0-9\]+ shuffles" "vls" } } */
/* { dg-final { scan-function-lines-not masked_gap_pair ";; vls: group \[0-9\]+: rewritten: 2 gathers -> 32 loads" "vls" } } */
/* { dg-final { scan-function-lines masked_gap_pair ";; vls: gather \[0-9\]+: avx512 __builtin_ia32_gathersiv16sf" "vls" } } */
