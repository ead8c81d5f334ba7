/* The kernels of vls-unsigned-index.h (unsigned indices whose + 1
   cannot wrap) under vls=force on AVX2 with emulated gathers.  */
/* { dg-do run { target { *-*-linux* && avx2_runtime } } } */
/* { dg-do compile { target { ! { *-*-linux* && avx2_runtime } } } } */
/* { dg-require-effective-target vshape_emulated_gathers } */
/* { dg-additional-options "-march=haswell -mtune-ctrl=^use_gather_2parts,^use_gather_4parts,^use_gather -fchecking -fplugin-arg-libvshape-vls=force -fplugin-arg-libvshape-dump=vls" } */

#include "vls-unsigned-index.h"

int
main (void)
{
  run_unsigned_index ();
  return 0;
}

/* Every gather is grouped, through its zero-extended index.  */
/* { dg-final { scan-function-lines short_d ";; vls: group \[0-9\]+: rewritten" "vls" } } */
/* { dg-final { scan-function-lines short_f ";; vls: group \[0-9\]+: rewritten" "vls" } } */
/* { dg-final { scan-function-lines short_i3 ";; vls: group \[0-9\]+: rewritten" "vls" } } */
/* { dg-final { scan-function-lines char_d ";; vls: group \[0-9\]+: rewritten" "vls" } } */
/* { dg-final { scan-function-lines mask_d ";; vls: group \[0-9\]+: rewritten" "vls" } } */
/* { dg-final { scan-function-lines-not short_d "not grouped" "vls" } } */
/* { dg-final { scan-function-lines-not short_f "not grouped" "vls" } } */
/* { dg-final { scan-function-lines-not short_i3 "not grouped" "vls" } } */
/* { dg-final { scan-function-lines-not char_d "not grouped" "vls" } } */
/* { dg-final { scan-function-lines-not mask_d "not grouped" "vls" } } */
/* { dg-final { scan-function-lines short_d ";; vls: gather \[0-9\]+: \[^\\n\]*\\\] unsigned, scale 8, offset 8:" "vls" } } */
/* { dg-final { scan-function-lines short_i3 ";; vls: group 0: members \[0-9\]+ \[0-9\]+ \[0-9\]+, distances 0 4 8, span 12 bytes" "vls" } } */
