/* The punned wider gather on AVX-512 with 512-bit vectors: sixteen
   4-byte lanes become two gathers of eight 8-byte elements (the second
   from the upper half of the index vector) and two shuffles, also with
   64-bit indices.  */
/* { dg-do run { target avx512f_runtime } } */
/* { dg-do compile { target { ! avx512f_runtime } } } */
/* { dg-additional-options "-march=skylake-avx512 -mprefer-vector-width=512 -fchecking -save-temps -fplugin-arg-libvshape-dump=vls" } */
/* Where the tuning avoids gathers (GCC 13.3 and later, against Gather
   Data Sampling), turn them back on: this test is about them.  */
/* { dg-additional-options "-mtune-ctrl=use_gather_2parts,use_gather_4parts,use_gather" { target vshape_avx512_tuning_avoids_gathers } } */

#include "vls-wide-gather.h"

int
main (void)
{
  run_wide ();
  return 0;
}

/* { dg-final { scan-tree-dump ";; Function pair_f \\((?:(?!;; Function)\[^\\n\]*\\n)*;; vls: group \[0-9\]+: rewritten: 2 gathers -> 2 wider gathers \\+ 2 shuffles" "vls" } } */
/* { dg-final { scan-tree-dump ";; Function pair_i \\((?:(?!;; Function)\[^\\n\]*\\n)*;; vls: group \[0-9\]+: rewritten: 2 gathers -> 2 wider gathers \\+ 2 shuffles" "vls" } } */
/* { dg-final { scan-tree-dump ";; Function pair_f_long \\((?:(?!;; Function)\[^\\n\]*\\n)*;; vls: group \[0-9\]+: rewritten: 2 gathers -> 2 wider gathers \\+ 2 shuffles" "vls" } } */
/* { dg-final { scan-tree-dump ";; Function pair_f_neg \\((?:(?!;; Function)\[^\\n\]*\\n)*;; vls: group \[0-9\]+: rewritten: 2 gathers -> 2 wider gathers \\+ 2 shuffles" "vls" } } */
/* { dg-final { scan-tree-dump ";; Function pair_f_x2 \\((?:(?!;; Function)\[^\\n\]*\\n)*;; vls: group \[0-9\]+: rewritten: 2 gathers -> 2 wider gathers \\+ 2 shuffles" "vls" } } */
/* { dg-final { scan-tree-dump ";; Function cplx \\((?:(?!;; Function)\[^\\n\]*\\n)*;; vls: group \[0-9\]+: rewritten: 2 gathers -> 2 wider gathers \\+ 2 shuffles" "vls" } } */
/* { dg-final { scan-tree-dump ";; Function pair_f \\((?:(?!;; Function)\[^\\n\]*\\n)*%\[0-9\]+ = gather 16x4 memref \[0-9\]+ lanes 8-15 offset 0" "vls" } } */
/* { dg-final { scan-assembler "vpgatherdq" } } */
/* { dg-final { scan-assembler "vpgatherqq" } } */
