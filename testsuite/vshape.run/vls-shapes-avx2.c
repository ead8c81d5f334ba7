/* The gather shapes of vls-shapes.h under vls=force on AVX2.  */
/* { dg-do run { target avx2_runtime } } */
/* { dg-do compile { target { ! avx2_runtime } } } */
/* { dg-additional-options "-march=haswell -fchecking -fplugin-arg-libvshape-vls=force -fplugin-arg-libvshape-dump=vls" } */

#include "vls-shapes.h"

int
main (void)
{
  run_shapes ();
  return 0;
}

/* Each kernel below was rewritten (some group of its loop or epilogue).  */
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
/* { dg-final { scan-function-lines gap_d2 ";; vls: group \[0-9\]+: rewritten" "vls" } } */
/* The shapes of some groups.  */
/* { dg-final { scan-function-lines quad_i ";; vls: group 0: members \[0-9\]+ \[0-9\]+ \[0-9\]+ \[0-9\]+, distances 0 4 8 12, span 16 bytes" "vls" } } */
/* { dg-final { scan-function-lines quad_sf ";; vls: group 0: members \[0-9\]+ \[0-9\]+ \[0-9\]+ \[0-9\]+, distances 0 4 8 12, span 16 bytes" "vls" { target vshape_wide_scale_gathers } } } */
/* { dg-final { scan-function-lines triple_f ";; vls: group 0: members \[0-9\]+ \[0-9\]+ \[0-9\]+, distances 0 4 8, span 12 bytes" "vls" } } */
/* { dg-final { scan-function-lines neg_f ";; vls: group 0: members \[0-9\]+ \[0-9\]+ \[0-9\]+, distances 0 4 8, span 12 bytes" "vls" } } */
/* { dg-final { scan-function-lines gap_f ";; vls: group 0: members \[0-9\]+ \[0-9\]+ \[0-9\]+, distances 0 8 20, span 24 bytes" "vls" } } */
/* { dg-final { scan-function-lines gap_d2 ";; vls: group \[0-9\]+: members \[0-9\]+ \[0-9\]+, distances 0 16, span 24 bytes" "vls" } } */
/* Several groups in one loop.  */
/* { dg-final { scan-function-lines far_d ";; vls: group 1: rewritten" "vls" } } */
/* { dg-final { scan-function-lines three_groups_f ";; vls: group 2: rewritten" "vls" } } */
/* Never rewritten: GCC 12 vectorizes no char or short gathers; an
   unsigned j + 1 may wrap, so x[j + 1] is not adjacent to x[j]; two
   arrays; two index vectors; a store that may alias.  */
/* { dg-final { scan-function-lines-not pair_c ";; vls: group \[0-9\]+: rewritten" "vls" } } */
/* { dg-final { scan-function-lines-not pair_s ";; vls: group \[0-9\]+: rewritten" "vls" } } */
/* { dg-final { scan-function-lines-not pair_d_uns ";; vls: group \[0-9\]+: rewritten" "vls" } } */
/* { dg-final { scan-function-lines-not two_bases ";; vls: group \[0-9\]+: rewritten" "vls" } } */
/* { dg-final { scan-function-lines-not diff_index_f ";; vls: group \[0-9\]+: rewritten" "vls" } } */
/* { dg-final { scan-function-lines-not alias_store_f ";; vls: group \[0-9\]+: rewritten" "vls" } } */
/* { dg-final { scan-function-lines pair_d_uns ";; vls: gather \[0-9\]+: not grouped: no adjacent gather" "vls" { target vshape_unsigned_index_gathers } } } */
/* { dg-final { scan-function-lines two_bases ";; vls: gather \[0-9\]+: not grouped: no adjacent gather" "vls" } } */
/* { dg-final { scan-function-lines diff_index_f ";; vls: gather \[0-9\]+: not grouped: no adjacent gather" "vls" } } */
