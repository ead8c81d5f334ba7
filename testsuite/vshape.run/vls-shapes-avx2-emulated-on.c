/* The gather shapes of vls-shapes.h under the default vls=on on AVX2
   with GCC's gather instructions turned off, so that every gather is
   emulated with scalar loads: the same self-checks as
   vls-shapes-avx2-emulated.c, and in the dump which kernels the cost
   model rewrites.  */
/* { dg-do run { target avx2_runtime } } */
/* { dg-do compile { target { ! avx2_runtime } } } */
/* { dg-require-effective-target vshape_emulated_gathers } */
/* { dg-additional-options "-march=haswell -mtune-ctrl=^use_gather_2parts,^use_gather_4parts,^use_gather -fchecking -fplugin-arg-libvshape-dump=vls" } */

#include "vls-shapes.h"

int
main (void)
{
  run_shapes ();
  return 0;
}

/* Rewritten (some group of the loop or of its epilogue).  */
/* { dg-final { scan-function-lines pair_i ";; vls: group \[0-9\]+: rewritten" "vls" } } */
/* { dg-final { scan-function-lines cplx_d ";; vls: group \[0-9\]+: rewritten" "vls" } } */
/* { dg-final { scan-function-lines pair_sf ";; vls: group \[0-9\]+: rewritten" "vls" } } */
/* { dg-final { scan-function-lines quad_sf ";; vls: group \[0-9\]+: rewritten" "vls" } } */
/* { dg-final { scan-function-lines triple_f ";; vls: group \[0-9\]+: rewritten" "vls" } } */
/* { dg-final { scan-function-lines pair_d_long ";; vls: group \[0-9\]+: rewritten" "vls" } } */
/* { dg-final { scan-function-lines pair_d_x2 ";; vls: group \[0-9\]+: rewritten" "vls" } } */
/* { dg-final { scan-function-lines pair_f_x2 ";; vls: group \[0-9\]+: rewritten" "vls" } } */
/* { dg-final { scan-function-lines neg_f ";; vls: group \[0-9\]+: rewritten" "vls" } } */
/* { dg-final { scan-function-lines neg_d2 ";; vls: group \[0-9\]+: rewritten" "vls" } } */
/* { dg-final { scan-function-lines gap_f ";; vls: group \[0-9\]+: rewritten" "vls" } } */
/* { dg-final { scan-function-lines far_d ";; vls: group \[0-9\]+: rewritten" "vls" } } */
/* { dg-final { scan-function-lines three_groups_f ";; vls: group \[0-9\]+: rewritten" "vls" } } */
/* The triples are grouped whole: emulated gathers are priced per
   element, as the vectorizer prices them, and a lane's address once
   however many loads read at it.  */
/* { dg-final { scan-function-lines-not triple_f ";; vls: gather \[0-9\]+: not grouped: no group cheaper than its gathers" "vls" } } */
/* { dg-final { scan-function-lines-not neg_f ";; vls: gather \[0-9\]+: not grouped: no group cheaper than its gathers" "vls" } } */
/* { dg-final { scan-function-lines-not gap_f ";; vls: gather \[0-9\]+: not grouped: no group cheaper than its gathers" "vls" } } */
/* Two doubles 16 bytes apart: no group is cheaper than the emulated
   gathers (vls=force rewrites it).  */
/* { dg-final { scan-function-lines gap_d2 ";; vls: gather \[0-9\]+: not grouped: no group cheaper than its gathers" "vls" } } */
/* { dg-final { scan-function-lines-not gap_d2 ";; vls: group \[0-9\]+: rewritten" "vls" } } */
/* GCC's cost model alone does not vectorize pair_l and quad_i with
   emulated gathers; with their groups priced by the cost client it does,
   and the pass rewrites them.  */
/* { dg-final { scan-function-lines pair_l ";; vls: group \[0-9\]+: rewritten" "vls" } } */
/* { dg-final { scan-function-lines quad_i ";; vls: group \[0-9\]+: rewritten" "vls" } } */
/* { dg-final { scan-tree-dump-not "priced as a group by the cost client" "vls" } } */
/* Nor two_bases, nor alias_store_f on AVX2.  */
/* { dg-final { scan-function-lines-not two_bases ";; vls: group \[0-9\]+: rewritten" "vls" } } */
/* Never rewritten, whatever the costs: GCC 12 vectorizes no char or
   short gathers; an unsigned j + 1 may wrap, so x[j + 1] is not
   adjacent to x[j]; two arrays; two index vectors; a store that may
   alias.  */
/* { dg-final { scan-function-lines-not pair_c ";; vls: group \[0-9\]+: rewritten" "vls" } } */
/* { dg-final { scan-function-lines-not pair_s ";; vls: group \[0-9\]+: rewritten" "vls" } } */
/* { dg-final { scan-function-lines-not pair_d_uns ";; vls: group \[0-9\]+: rewritten" "vls" } } */
/* { dg-final { scan-function-lines-not diff_index_f ";; vls: group \[0-9\]+: rewritten" "vls" } } */
/* { dg-final { scan-function-lines-not alias_store_f ";; vls: group \[0-9\]+: rewritten" "vls" } } */
/* { dg-final { scan-function-lines pair_d_uns ";; vls: gather \[0-9\]+: not grouped: no adjacent gather" "vls" } } */
/* { dg-final { scan-function-lines diff_index_f ";; vls: gather \[0-9\]+: not grouped: no adjacent gather" "vls" } } */
