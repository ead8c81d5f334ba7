/* Which kernels of vls-shapes.h the cost model (the default vls=on)
   rewrites with -march=haswell: this tuning's decisions, pinned so that
   they hold on any host.  Written by scripts/tune-expectations.sh.  */
/* { dg-do compile } */
/* { dg-additional-options "-march=haswell -fplugin-arg-libvshape-dump=vls" } */

#include "../vshape.run/vls-shapes.h"

/* { dg-final { scan-function-lines-not pair_c ";; vls: group \[0-9\]+: rewritten" "vls" } } */
/* { dg-final { scan-function-lines-not pair_s ";; vls: group \[0-9\]+: rewritten" "vls" } } */
/* { dg-final { scan-function-lines pair_i ";; vls: group \[0-9\]+: rewritten" "vls" } } */
/* { dg-final { scan-function-lines pair_l ";; vls: group \[0-9\]+: rewritten" "vls" } } */
/* { dg-final { scan-function-lines quad_i ";; vls: group \[0-9\]+: rewritten" "vls" } } */
/* { dg-final { vshape-in-versions "12 13 14 15 16" scan-function-lines cplx_d ";; vls: group \[0-9\]+: rewritten" "vls" } } */
/* { dg-final { vshape-in-versions "11" scan-function-lines-not cplx_d ";; vls: group \[0-9\]+: rewritten" "vls" } } */
/* { dg-final { scan-function-lines pair_sf ";; vls: group \[0-9\]+: rewritten" "vls" } } */
/* { dg-final { vshape-in-versions "12 13 14 15 16" scan-function-lines quad_sf ";; vls: group \[0-9\]+: rewritten" "vls" } } */
/* { dg-final { vshape-in-versions "11" scan-function-lines-not quad_sf ";; vls: group \[0-9\]+: rewritten" "vls" } } */
/* { dg-final { scan-function-lines triple_f ";; vls: group \[0-9\]+: rewritten" "vls" } } */
/* { dg-final { scan-function-lines pair_d_long ";; vls: group \[0-9\]+: rewritten" "vls" } } */
/* { dg-final { scan-function-lines-not pair_d_uns ";; vls: group \[0-9\]+: rewritten" "vls" } } */
/* { dg-final { scan-function-lines pair_d_x2 ";; vls: group \[0-9\]+: rewritten" "vls" } } */
/* { dg-final { scan-function-lines pair_f_x2 ";; vls: group \[0-9\]+: rewritten" "vls" } } */
/* { dg-final { scan-function-lines neg_f ";; vls: group \[0-9\]+: rewritten" "vls" } } */
/* { dg-final { scan-function-lines neg_d2 ";; vls: group \[0-9\]+: rewritten" "vls" } } */
/* { dg-final { scan-function-lines gap_f ";; vls: group \[0-9\]+: rewritten" "vls" } } */
/* { dg-final { scan-function-lines gap_d2 ";; vls: group \[0-9\]+: rewritten" "vls" } } */
/* { dg-final { scan-function-lines far_d ";; vls: group \[0-9\]+: rewritten" "vls" } } */
/* { dg-final { scan-function-lines three_groups_f ";; vls: group \[0-9\]+: rewritten" "vls" } } */
/* { dg-final { scan-function-lines-not two_bases ";; vls: group \[0-9\]+: rewritten" "vls" } } */
/* { dg-final { scan-function-lines-not diff_index_f ";; vls: group \[0-9\]+: rewritten" "vls" } } */
/* { dg-final { scan-function-lines-not alias_store_f ";; vls: group \[0-9\]+: rewritten" "vls" } } */

/* The vectorizer's cost client (GCC 12 and later) and the vls pass take
   one decision: no group the client priced is left unrewritten.  */
/* { dg-final { scan-tree-dump-not "priced as a group by the cost client" "vls" } } */
