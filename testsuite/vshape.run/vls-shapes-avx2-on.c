/* The gather shapes of vls-shapes.h under the default vls=on on AVX2
   (-march=haswell): the same self-checks as vls-shapes-avx2.c, and in
   the dump which kernels the cost model rewrites.  */
/* { dg-do run { target avx2_runtime } } */
/* { dg-do compile { target { ! avx2_runtime } } } */
/* { dg-additional-options "-march=haswell -fchecking -fplugin-arg-libvshape-dump=vls" } */

#include "vls-shapes.h"

int
main (void)
{
  run_shapes ();
  return 0;
}

/* Rewritten (some group of the loop or of its epilogue).  */
/* { dg-final { scan-function-lines pair_i ";; vls: group \[0-9\]+: rewritten" "vls" } } */
/* { dg-final { scan-function-lines pair_l ";; vls: group \[0-9\]+: rewritten" "vls" } } */
/* { dg-final { scan-function-lines quad_i ";; vls: group \[0-9\]+: rewritten" "vls" } } */
/* { dg-final { scan-function-lines cplx_d ";; vls: group \[0-9\]+: rewritten" "vls" { target vshape_wide_scale_gathers } } } */
/* { dg-final { scan-function-lines pair_sf ";; vls: group \[0-9\]+: rewritten" "vls" } } */
/* { dg-final { scan-function-lines quad_sf ";; vls: group \[0-9\]+: rewritten" "vls" { target vshape_wide_scale_gathers } } } */
/* { dg-final { scan-function-lines triple_f ";; vls: group \[0-9\]+: rewritten" "vls" } } */
/* { dg-final { scan-function-lines pair_d_long ";; vls: group \[0-9\]+: rewritten" "vls" } } */
/* { dg-final { scan-function-lines pair_d_x2 ";; vls: group \[0-9\]+: rewritten" "vls" } } */
/* { dg-final { scan-function-lines pair_f_x2 ";; vls: group \[0-9\]+: rewritten" "vls" } } */
/* { dg-final { scan-function-lines neg_f ";; vls: group \[0-9\]+: rewritten" "vls" } } */
/* { dg-final { scan-function-lines neg_d2 ";; vls: group \[0-9\]+: rewritten" "vls" } } */
/* { dg-final { scan-function-lines gap_f ";; vls: group \[0-9\]+: rewritten" "vls" } } */
/* { dg-final { scan-function-lines far_d ";; vls: group \[0-9\]+: rewritten" "vls" } } */
/* { dg-final { scan-function-lines three_groups_f ";; vls: group \[0-9\]+: rewritten" "vls" } } */
/* At the Haswell tuning's measured gather price (make calibrate on an
   AMD Zen 5: every group of three ran faster rewritten) each triple is
   one group, not a pair and a gather.  */
/* { dg-final { scan-function-lines triple_f ";; vls: group 0: members 0 1 2, distances 0 4 8, span 12 bytes" "vls" } } */
/* { dg-final { scan-function-lines neg_f ";; vls: group 0: members 0 1 2, distances 0 4 8, span 12 bytes" "vls" } } */
/* { dg-final { scan-function-lines gap_f ";; vls: group 0: members 0 1 2, distances 0 8 20, span 24 bytes" "vls" } } */
/* { dg-final { scan-function-lines-not triple_f "not grouped" "vls" } } */
/* Two doubles 16 bytes apart: the two loads per lane beat the gathers
   in the main loop at that price too (vls-refuse-cost.c keeps them at a
   tuning without a measured price).  */
/* A pair of doubles with a gap: the main loop keeps its gathers (an
   Intel Xeon ran such pairs 0.87 to 0.98 times as fast rewritten), the
   epilogue's 16-byte group is rewritten.  */
/* { dg-final { scan-function-lines gap_d2 ";; vls: group 0: members 0 2, distances 0 16, span 24 bytes\\n(?:\[^\\n\]*\\n)*;; vls: group 0: rewritten: 2 gathers -> 4 loads \\+ 2 shuffles" "vls" } } */
/* { dg-final { scan-function-lines-not gap_d2 "not grouped" "vls" } } */
/* Never rewritten, whatever the costs: GCC 12 vectorizes no char or
   short gathers; an unsigned j + 1 may wrap, so x[j + 1] is not
   adjacent to x[j]; two arrays; two index vectors; a store that may
   alias.  */
/* { dg-final { scan-function-lines-not pair_c ";; vls: group \[0-9\]+: rewritten" "vls" } } */
/* { dg-final { scan-function-lines-not pair_s ";; vls: group \[0-9\]+: rewritten" "vls" } } */
/* { dg-final { scan-function-lines-not pair_d_uns ";; vls: group \[0-9\]+: rewritten" "vls" } } */
/* { dg-final { scan-function-lines-not two_bases ";; vls: group \[0-9\]+: rewritten" "vls" } } */
/* { dg-final { scan-function-lines-not diff_index_f ";; vls: group \[0-9\]+: rewritten" "vls" } } */
/* { dg-final { scan-function-lines-not alias_store_f ";; vls: group \[0-9\]+: rewritten" "vls" } } */
/* { dg-final { scan-function-lines pair_d_uns ";; vls: gather \[0-9\]+: not grouped: no adjacent gather" "vls" { target vshape_unsigned_index_gathers } } } */
/* { dg-final { scan-function-lines two_bases ";; vls: gather \[0-9\]+: not grouped: no adjacent gather" "vls" } } */
/* { dg-final { scan-function-lines diff_index_f ";; vls: gather \[0-9\]+: not grouped: no adjacent gather" "vls" } } */
/* (AVX2 has no scatter: GCC does not vectorize alias_store_f.)  */
