/* The punned wider gather on AVX2: groups of two adjacent 4-byte
   elements become two gathers of 8-byte elements and two shuffles; the
   results must equal the scalar references.  */
/* { dg-do run { target avx2_runtime } } */
/* { dg-do compile { target { ! avx2_runtime } } } */
/* { dg-additional-options "-march=haswell -fchecking -save-temps -fplugin-arg-libvshape-dump=vls" } */

#include "vls-wide-gather.h"

int
main (void)
{
  run_wide ();
  return 0;
}

/* With int indices the main loop's groups use the wider gather.  */
/* { dg-final { scan-tree-dump ";; Function pair_f \\((?:(?!;; Function)\[^\\n\]*\\n)*;; vls: group \[0-9\]+: rewritten: 2 gathers -> 2 wider gathers \\+ 2 shuffles" "vls" } } */
/* { dg-final { scan-tree-dump ";; Function pair_i \\((?:(?!;; Function)\[^\\n\]*\\n)*;; vls: group \[0-9\]+: rewritten: 2 gathers -> 2 wider gathers \\+ 2 shuffles" "vls" } } */
/* { dg-final { scan-tree-dump ";; Function pair_f_neg \\((?:(?!;; Function)\[^\\n\]*\\n)*;; vls: group \[0-9\]+: rewritten: 2 gathers -> 2 wider gathers \\+ 2 shuffles" "vls" } } */
/* { dg-final { scan-tree-dump ";; Function pair_f_x2 \\((?:(?!;; Function)\[^\\n\]*\\n)*;; vls: group \[0-9\]+: rewritten: 2 gathers -> 2 wider gathers \\+ 2 shuffles" "vls" } } */
/* { dg-final { scan-tree-dump ";; Function cplx \\((?:(?!;; Function)\[^\\n\]*\\n)*;; vls: group \[0-9\]+: rewritten: 2 gathers -> 2 wider gathers \\+ 2 shuffles" "vls" } } */
/* { dg-final { scan-assembler "vpgatherdq" } } */
