/* The gather shapes of vls-shapes.h under the default vls=on on
   AVX-512 with 512-bit vectors: the same self-checks as
   vls-shapes-avx512.c, and in the dump which kernels the cost model
   rewrites.  */
/* { dg-do run { target avx512f_runtime } } */
/* { dg-do compile { target { ! avx512f_runtime } } } */
/* { dg-additional-options "-march=skylake-avx512 -mprefer-vector-width=512 -fchecking -fplugin-arg-libvshape-dump=vls" } */
/* Where the tuning avoids gathers (GCC 13.3 and later, against Gather
   Data Sampling), turn them back on: this test is about them.  */
/* { dg-additional-options "-mtune-ctrl=use_gather_2parts,use_gather_4parts,use_gather" { target vshape_avx512_tuning_avoids_gathers } } */

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
/* The triples x[j], x[j + 1], x[j + 2] (and x[j - 1], x[j], x[j + 1]):
   under GCC 13 and later only a pair is cheaper than its gathers and the
   third gather stays; GCC 11 and 12 price the Skylake gathers higher,
   and the whole triple, two overlapping 8-byte loads per lane, is
   cheaper than its three gathers (before the gathers of float pairs were
   dropped, a pair of them and the third gather were cheaper still).
   The gapped triple x[j], x[j + 2], x[j + 5] is grouped whole: its two
   loads per lane share one address.  GCC 14's 16-lane loop groups a
   pair and keeps the third gather; its 8-lane epilogue groups each
   triple whole.  */
/* { dg-final { vshape-in-versions "13 14 15 16" scan-function-lines triple_f ";; vls: gather \[0-9\]+: not grouped: no group cheaper than its gathers" "vls" } } */
/* { dg-final { vshape-in-versions "13 14 15 16" scan-function-lines neg_f ";; vls: gather \[0-9\]+: not grouped: no group cheaper than its gathers" "vls" } } */
/* { dg-final { vshape-in-versions "11 12 14" scan-function-lines triple_f ";; vls: group \[0-9\]+: members 0 1 2, distances 0 4 8, span 12 bytes" "vls" } } */
/* { dg-final { vshape-in-versions "11 12" scan-function-lines-not triple_f ";; vls: gather \[0-9\]+: not grouped" "vls" } } */
/* { dg-final { vshape-in-versions "11 12" scan-function-lines-not neg_f ";; vls: gather \[0-9\]+: not grouped" "vls" } } */
/* { dg-final { vshape-in-versions "11 12 14" scan-function-lines neg_f ";; vls: group \[0-9\]+: members 0 1 2, distances 0 4 8, span 12 bytes" "vls" } } */
/* GCC 13 to 16 price the Skylake gathers otherwise: one gather of
   gap_f stays, and gap_d2's pairs all do.  */
/* { dg-final { vshape-in-versions "11 12" scan-function-lines-not gap_f ";; vls: gather \[0-9\]+: not grouped: no group cheaper than its gathers" "vls" } } */
/* { dg-final { vshape-in-versions "13 14 15 16" scan-function-lines gap_f ";; vls: gather \[0-9\]+: not grouped: no group cheaper than its gathers" "vls" } } */
/* Two doubles 16 bytes apart: the pairs of the 4-lane loop are
   rewritten (two loads per lane at one address beat the gathers); some
   gather of the epilogues is not.  */
/* { dg-final { scan-function-lines gap_d2 ";; vls: gather \[0-9\]+: not grouped: no group cheaper than its gathers" "vls" } } */
/* { dg-final { vshape-in-versions "11 12" scan-function-lines gap_d2 ";; vls: group \[0-9\]+: rewritten" "vls" } } */
/* { dg-final { scan-function-lines-not gap_d2 ";; vls: group \[0-9\]+: rewritten" "vls" { target { ! { vshape_gcc11 || vshape_gcc12 } } } } } */
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
/* { dg-final { scan-function-lines alias_store_f ";; vls: gather \[0-9\]+: not grouped: a store or call between may alias it" "vls" } } */
