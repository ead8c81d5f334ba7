/* Pairs of adjacent 4-byte elements on AVX-512 with 512-bit vectors,
   also at 64-bit indices: sixteen lanes, one 8-byte load per lane and
   shuffles, never gathers of 8-byte elements; the results must equal
   the scalar references.  */
/* { dg-do run { target avx512f_runtime } } */
/* { dg-do compile { target { ! avx512f_runtime } } } */
/* { dg-additional-options "-march=skylake-avx512 -mprefer-vector-width=512 -fchecking -save-temps -fplugin-arg-libvshape-dump=vls" } */
/* Where the tuning avoids gathers (GCC 13.3 and later, against Gather
   Data Sampling), turn them back on: this test is about them.  */
/* { dg-additional-options "-mtune-ctrl=use_gather_2parts,use_gather_4parts,use_gather" { target vshape_avx512_tuning_avoids_gathers } } */

#include "vls-pair-blocks.h"

int
main (void)
{
  run_pair_blocks ();
  return 0;
}

/* { dg-final { scan-function-lines pair_f ";; vls: group \[0-9\]+: rewritten: 2 gathers -> \[0-9\]+ loads \\+ \[0-9\]+ shuffles" "vls" } } */
/* { dg-final { scan-function-lines pair_i ";; vls: group \[0-9\]+: rewritten: 2 gathers -> \[0-9\]+ loads \\+ \[0-9\]+ shuffles" "vls" } } */
/* { dg-final { scan-function-lines pair_f_long ";; vls: group \[0-9\]+: rewritten: 2 gathers -> \[0-9\]+ loads \\+ \[0-9\]+ shuffles" "vls" } } */
/* { dg-final { scan-function-lines pair_f_neg ";; vls: group \[0-9\]+: rewritten: 2 gathers -> \[0-9\]+ loads \\+ \[0-9\]+ shuffles" "vls" } } */
/* { dg-final { scan-function-lines pair_f_x2 ";; vls: group \[0-9\]+: rewritten: 2 gathers -> \[0-9\]+ loads \\+ \[0-9\]+ shuffles" "vls" } } */
/* { dg-final { scan-function-lines cplx ";; vls: group \[0-9\]+: rewritten: 2 gathers -> \[0-9\]+ loads \\+ \[0-9\]+ shuffles" "vls" } } */
/* { dg-final { scan-assembler-not "vpgatherdq" } } */
/* { dg-final { scan-assembler-not "vpgatherqq" } } */
