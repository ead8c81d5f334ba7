/* The kernels of vls-guard-base-offset.h (p = x + m, m known at run
   time only) never read past the end of the gathered arrays under
   vls=force on AVX-512 with 512-bit vectors; the dump shows that each kernel was rewritten.  */
/* { dg-do run { target { *-*-linux* && avx512f_runtime } } } */
/* { dg-do compile { target { ! { *-*-linux* && avx512f_runtime } } } } */
/* { dg-additional-options "-march=skylake-avx512 -mprefer-vector-width=512 -fchecking -fplugin-arg-libvshape-vls=force -fplugin-arg-libvshape-dump=vls" } */
/* Where the tuning avoids gathers (GCC 13.3 and later, against Gather
   Data Sampling), turn them back on: this test is about them.  */
/* { dg-additional-options "-mtune-ctrl=use_gather_2parts,use_gather_4parts,use_gather" { target vshape_avx512_tuning_avoids_gathers } } */

#include "vls-guard-base-offset.h"

int
main (void)
{
  run_guarded_base_offset ();
  return 0;
}

/* { dg-final { scan-tree-dump ";; Function pair_d \\((?:(?!;; Function)\[^\\n\]*\\n)*;; vls: group \[0-9\]+: rewritten" "vls" } } */
/* { dg-final { scan-tree-dump ";; Function triple_f \\((?:(?!;; Function)\[^\\n\]*\\n)*;; vls: group \[0-9\]+: rewritten" "vls" } } */
/* { dg-final { scan-tree-dump ";; Function quad_i \\((?:(?!;; Function)\[^\\n\]*\\n)*;; vls: group \[0-9\]+: rewritten" "vls" } } */
/* { dg-final { scan-tree-dump ";; Function neg_d \\((?:(?!;; Function)\[^\\n\]*\\n)*;; vls: group \[0-9\]+: rewritten" "vls" } } */
/* { dg-final { scan-tree-dump ";; Function gap_f \\((?:(?!;; Function)\[^\\n\]*\\n)*;; vls: group \[0-9\]+: rewritten" "vls" } } */
/* { dg-final { scan-tree-dump ";; Function cplx_d \\((?:(?!;; Function)\[^\\n\]*\\n)*;; vls: group \[0-9\]+: rewritten" "vls" { target vshape_wide_scale_gathers } } } */
/* { dg-final { scan-tree-dump ";; Function pair_d \\((?:(?!;; Function)\[^\\n\]*\\n)*;; vls: gather 2: \[^\\n\]*, base p_\[0-9\]+, index \[^\\n\]*, offset 8:" "vls" } } */
/* { dg-final { scan-tree-dump ";; Function gap_f \\((?:(?!;; Function)\[^\\n\]*\\n)*;; vls: group 0: members 0 1 2, distances 0 8 20, span 24 bytes" "vls" } } */
