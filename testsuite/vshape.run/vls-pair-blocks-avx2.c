/* Pairs of adjacent 4-byte elements on AVX2 (haswell), gathered with
   gather instructions by stock GCC: each group becomes one 8-byte load
   per lane and shuffles, never gathers of 8-byte elements (which ran
   slower than stock on an AMD Zen 5, see x86_costs.cc); the results
   must equal the scalar references.  */
/* { dg-do run { target avx2_runtime } } */
/* { dg-do compile { target { ! avx2_runtime } } } */
/* { dg-additional-options "-march=haswell -fchecking -save-temps -fplugin-arg-libvshape-dump=vls" } */

#include "vls-pair-blocks.h"

int
main (void)
{
  run_pair_blocks ();
  return 0;
}

/* { dg-final { scan-function-lines pair_f ";; vls: group \[0-9\]+: rewritten: 2 gathers -> \[0-9\]+ loads \\+ \[0-9\]+ shuffles" "vls" } } */
/* { dg-final { scan-function-lines pair_i ";; vls: group \[0-9\]+: rewritten: 2 gathers -> \[0-9\]+ loads \\+ \[0-9\]+ shuffles" "vls" } } */
/* { dg-final { scan-function-lines pair_f_neg ";; vls: group \[0-9\]+: rewritten: 2 gathers -> \[0-9\]+ loads \\+ \[0-9\]+ shuffles" "vls" } } */
/* { dg-final { scan-function-lines pair_f_x2 ";; vls: group \[0-9\]+: rewritten: 2 gathers -> \[0-9\]+ loads \\+ \[0-9\]+ shuffles" "vls" } } */
/* { dg-final { scan-function-lines cplx ";; vls: group \[0-9\]+: rewritten: 2 gathers -> \[0-9\]+ loads \\+ \[0-9\]+ shuffles" "vls" } } */
/* { dg-final { scan-assembler-not "vpgatherdq" } } */
