/* The gather shapes of vls-shapes.h under the default vls=on with the
   default flags of run.exp (-O3 -march=native): the same self-checks as
   vls-shapes-native.c, and in the dump which kernels the cost model
   rewrites.  */
/* { dg-do run } */
/* { dg-additional-options "-fchecking -fplugin-arg-libvshape-dump=vls" } */

#include "vls-shapes.h"

int
main (void)
{
  run_shapes ();
  return 0;
}

/* What the cost model rewrites depends on the tuning -march=native
   picks.  These are rewritten with every tuning tried (haswell,
   skylake, skylake-avx512, cascadelake, icelake-server, tigerlake,
   rocketlake, alderlake, sapphirerapids, znver1, znver2, znver3,
   x86-64-v3, x86-64-v4); pair_l (not with znver1) and gap_d2 (only
   with some) are not checked.  */
/* { dg-final { scan-tree-dump ";; Function pair_i \\((?:(?!;; Function)\[^\\n\]*\\n)*;; vls: group \[0-9\]+: rewritten" "vls" } } */
/* { dg-final { scan-tree-dump ";; Function quad_i \\((?:(?!;; Function)\[^\\n\]*\\n)*;; vls: group \[0-9\]+: rewritten" "vls" } } */
/* { dg-final { scan-tree-dump ";; Function cplx_d \\((?:(?!;; Function)\[^\\n\]*\\n)*;; vls: group \[0-9\]+: rewritten" "vls" } } */
/* { dg-final { scan-tree-dump ";; Function pair_sf \\((?:(?!;; Function)\[^\\n\]*\\n)*;; vls: group \[0-9\]+: rewritten" "vls" } } */
/* { dg-final { scan-tree-dump ";; Function quad_sf \\((?:(?!;; Function)\[^\\n\]*\\n)*;; vls: group \[0-9\]+: rewritten" "vls" } } */
/* { dg-final { scan-tree-dump ";; Function triple_f \\((?:(?!;; Function)\[^\\n\]*\\n)*;; vls: group \[0-9\]+: rewritten" "vls" } } */
/* { dg-final { scan-tree-dump ";; Function pair_d_long \\((?:(?!;; Function)\[^\\n\]*\\n)*;; vls: group \[0-9\]+: rewritten" "vls" } } */
/* { dg-final { scan-tree-dump ";; Function pair_d_x2 \\((?:(?!;; Function)\[^\\n\]*\\n)*;; vls: group \[0-9\]+: rewritten" "vls" } } */
/* { dg-final { scan-tree-dump ";; Function pair_f_x2 \\((?:(?!;; Function)\[^\\n\]*\\n)*;; vls: group \[0-9\]+: rewritten" "vls" } } */
/* { dg-final { scan-tree-dump ";; Function neg_f \\((?:(?!;; Function)\[^\\n\]*\\n)*;; vls: group \[0-9\]+: rewritten" "vls" } } */
/* { dg-final { scan-tree-dump ";; Function neg_d2 \\((?:(?!;; Function)\[^\\n\]*\\n)*;; vls: group \[0-9\]+: rewritten" "vls" } } */
/* { dg-final { scan-tree-dump ";; Function gap_f \\((?:(?!;; Function)\[^\\n\]*\\n)*;; vls: group \[0-9\]+: rewritten" "vls" } } */
/* { dg-final { scan-tree-dump ";; Function far_d \\((?:(?!;; Function)\[^\\n\]*\\n)*;; vls: group \[0-9\]+: rewritten" "vls" } } */
/* { dg-final { scan-tree-dump ";; Function three_groups_f \\((?:(?!;; Function)\[^\\n\]*\\n)*;; vls: group \[0-9\]+: rewritten" "vls" } } */
/* Never rewritten, whatever the costs: GCC 12 vectorizes no char or
   short gathers; an unsigned j + 1 may wrap, so x[j + 1] is not
   adjacent to x[j]; two arrays; two index vectors; a store that may
   alias.  */
/* { dg-final { scan-tree-dump-not ";; Function pair_c \\((?:(?!;; Function)\[^\\n\]*\\n)*;; vls: group \[0-9\]+: rewritten" "vls" } } */
/* { dg-final { scan-tree-dump-not ";; Function pair_s \\((?:(?!;; Function)\[^\\n\]*\\n)*;; vls: group \[0-9\]+: rewritten" "vls" } } */
/* { dg-final { scan-tree-dump-not ";; Function pair_d_uns \\((?:(?!;; Function)\[^\\n\]*\\n)*;; vls: group \[0-9\]+: rewritten" "vls" } } */
/* { dg-final { scan-tree-dump-not ";; Function two_bases \\((?:(?!;; Function)\[^\\n\]*\\n)*;; vls: group \[0-9\]+: rewritten" "vls" } } */
/* { dg-final { scan-tree-dump-not ";; Function diff_index_f \\((?:(?!;; Function)\[^\\n\]*\\n)*;; vls: group \[0-9\]+: rewritten" "vls" } } */
/* { dg-final { scan-tree-dump-not ";; Function alias_store_f \\((?:(?!;; Function)\[^\\n\]*\\n)*;; vls: group \[0-9\]+: rewritten" "vls" } } */
/* { dg-final { scan-tree-dump ";; Function pair_d_uns \\((?:(?!;; Function)\[^\\n\]*\\n)*;; vls: gather \[0-9\]+: not grouped: no adjacent gather" "vls" } } */
/* { dg-final { scan-tree-dump ";; Function two_bases \\((?:(?!;; Function)\[^\\n\]*\\n)*;; vls: gather \[0-9\]+: not grouped: no adjacent gather" "vls" } } */
/* { dg-final { scan-tree-dump ";; Function diff_index_f \\((?:(?!;; Function)\[^\\n\]*\\n)*;; vls: gather \[0-9\]+: not grouped: no adjacent gather" "vls" } } */
