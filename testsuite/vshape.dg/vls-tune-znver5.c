/* Which kernels of vls-shapes.h the cost model (the default vls=on)
   rewrites with -march=znver5: this tuning's decisions, pinned so that
   they hold on any host.  Written by scripts/tune-expectations.sh.  */
/* { dg-do compile } */
/* { dg-skip-if "no -march=znver5" { { vshape_gcc11 } || { vshape_gcc12 } } } */
/* { dg-additional-options "-march=znver5 -fplugin-arg-libvshape-dump=vls" } */

#include "../vshape.run/vls-shapes.h"

/* { dg-final { scan-tree-dump-not ";; Function pair_c \\((?:(?!;; Function)\[^\\n\]*\\n)*;; vls: group \[0-9\]+: rewritten" "vls" } } */
/* { dg-final { scan-tree-dump-not ";; Function pair_s \\((?:(?!;; Function)\[^\\n\]*\\n)*;; vls: group \[0-9\]+: rewritten" "vls" } } */
/* { dg-final { scan-tree-dump ";; Function pair_i \\((?:(?!;; Function)\[^\\n\]*\\n)*;; vls: group \[0-9\]+: rewritten" "vls" } } */
/* { dg-final { scan-tree-dump ";; Function pair_l \\((?:(?!;; Function)\[^\\n\]*\\n)*;; vls: group \[0-9\]+: rewritten" "vls" } } */
/* { dg-final { scan-tree-dump ";; Function quad_i \\((?:(?!;; Function)\[^\\n\]*\\n)*;; vls: group \[0-9\]+: rewritten" "vls" } } */
/* { dg-final { scan-tree-dump ";; Function cplx_d \\((?:(?!;; Function)\[^\\n\]*\\n)*;; vls: group \[0-9\]+: rewritten" "vls" } } */
/* { dg-final { scan-tree-dump ";; Function pair_sf \\((?:(?!;; Function)\[^\\n\]*\\n)*;; vls: group \[0-9\]+: rewritten" "vls" } } */
/* { dg-final { scan-tree-dump ";; Function quad_sf \\((?:(?!;; Function)\[^\\n\]*\\n)*;; vls: group \[0-9\]+: rewritten" "vls" } } */
/* { dg-final { scan-tree-dump ";; Function triple_f \\((?:(?!;; Function)\[^\\n\]*\\n)*;; vls: group \[0-9\]+: rewritten" "vls" } } */
/* { dg-final { scan-tree-dump ";; Function pair_d_long \\((?:(?!;; Function)\[^\\n\]*\\n)*;; vls: group \[0-9\]+: rewritten" "vls" { target { { { vshape_gcc13 } || { vshape_gcc15 } } || { vshape_gcc16 } } } } } */
/* { dg-final { scan-tree-dump-not ";; Function pair_d_long \\((?:(?!;; Function)\[^\\n\]*\\n)*;; vls: group \[0-9\]+: rewritten" "vls" { target { vshape_gcc14 } } } } */
/* { dg-final { scan-tree-dump-not ";; Function pair_d_uns \\((?:(?!;; Function)\[^\\n\]*\\n)*;; vls: group \[0-9\]+: rewritten" "vls" } } */
/* { dg-final { scan-tree-dump ";; Function pair_d_x2 \\((?:(?!;; Function)\[^\\n\]*\\n)*;; vls: group \[0-9\]+: rewritten" "vls" } } */
/* { dg-final { scan-tree-dump ";; Function pair_f_x2 \\((?:(?!;; Function)\[^\\n\]*\\n)*;; vls: group \[0-9\]+: rewritten" "vls" } } */
/* { dg-final { scan-tree-dump ";; Function neg_f \\((?:(?!;; Function)\[^\\n\]*\\n)*;; vls: group \[0-9\]+: rewritten" "vls" } } */
/* { dg-final { scan-tree-dump ";; Function neg_d2 \\((?:(?!;; Function)\[^\\n\]*\\n)*;; vls: group \[0-9\]+: rewritten" "vls" { target { { { vshape_gcc13 } || { vshape_gcc15 } } || { vshape_gcc16 } } } } } */
/* { dg-final { scan-tree-dump-not ";; Function neg_d2 \\((?:(?!;; Function)\[^\\n\]*\\n)*;; vls: group \[0-9\]+: rewritten" "vls" { target { vshape_gcc14 } } } } */
/* { dg-final { scan-tree-dump ";; Function gap_f \\((?:(?!;; Function)\[^\\n\]*\\n)*;; vls: group \[0-9\]+: rewritten" "vls" { target { { vshape_gcc13 } || { vshape_gcc15 } } } } } */
/* { dg-final { scan-tree-dump-not ";; Function gap_f \\((?:(?!;; Function)\[^\\n\]*\\n)*;; vls: group \[0-9\]+: rewritten" "vls" { target { { vshape_gcc14 } || { vshape_gcc16 } } } } } */
/* { dg-final { scan-tree-dump-not ";; Function gap_d2 \\((?:(?!;; Function)\[^\\n\]*\\n)*;; vls: group \[0-9\]+: rewritten" "vls" } } */
/* { dg-final { scan-tree-dump ";; Function far_d \\((?:(?!;; Function)\[^\\n\]*\\n)*;; vls: group \[0-9\]+: rewritten" "vls" { target { { { vshape_gcc13 } || { vshape_gcc15 } } || { vshape_gcc16 } } } } } */
/* { dg-final { scan-tree-dump-not ";; Function far_d \\((?:(?!;; Function)\[^\\n\]*\\n)*;; vls: group \[0-9\]+: rewritten" "vls" { target { vshape_gcc14 } } } } */
/* { dg-final { scan-tree-dump ";; Function three_groups_f \\((?:(?!;; Function)\[^\\n\]*\\n)*;; vls: group \[0-9\]+: rewritten" "vls" } } */
/* { dg-final { scan-tree-dump-not ";; Function two_bases \\((?:(?!;; Function)\[^\\n\]*\\n)*;; vls: group \[0-9\]+: rewritten" "vls" } } */
/* { dg-final { scan-tree-dump-not ";; Function diff_index_f \\((?:(?!;; Function)\[^\\n\]*\\n)*;; vls: group \[0-9\]+: rewritten" "vls" } } */
/* { dg-final { scan-tree-dump-not ";; Function alias_store_f \\((?:(?!;; Function)\[^\\n\]*\\n)*;; vls: group \[0-9\]+: rewritten" "vls" } } */

/* The vectorizer's cost client (GCC 12 and later) and the vls pass take
   one decision: no group the client priced is left unrewritten.  */
/* { dg-final { scan-tree-dump-not "priced as a group by the cost client" "vls" } } */
