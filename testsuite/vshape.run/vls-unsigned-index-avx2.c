/* The kernels of vls-unsigned-index.h (unsigned indices whose + 1
   cannot wrap) under vls=force on AVX2.  */
/* { dg-do run { target { *-*-linux* && avx2_runtime } } } */
/* { dg-do compile { target { ! { *-*-linux* && avx2_runtime } } } } */
/* { dg-additional-options "-march=haswell -fchecking -fplugin-arg-libvshape-vls=force -fplugin-arg-libvshape-dump=vls" } */

#include "vls-unsigned-index.h"

int
main (void)
{
  run_unsigned_index ();
  return 0;
}

/* Every gather is grouped, through its zero-extended index.  */
/* { dg-final { scan-function-lines short_d ";; vls: group \[0-9\]+: rewritten" "vls" { target vshape_unsigned_index_gathers } } } */
/* GCC 14 to 16 leave the loops of short_f and short_i3 scalar.  */
/* { dg-final { scan-function-lines short_f ";; vls: group \[0-9\]+: rewritten" "vls" { target vshape_short_index_gathers } } } */
/* { dg-final { scan-function-lines short_i3 ";; vls: group \[0-9\]+: rewritten" "vls" { target vshape_short_index_gathers } } } */
/* { dg-final { scan-function-lines char_d ";; vls: group \[0-9\]+: rewritten" "vls" { target vshape_unsigned_index_gathers } } } */
/* { dg-final { scan-function-lines mask_d ";; vls: group \[0-9\]+: rewritten" "vls" { target vshape_unsigned_index_gathers } } } */
/* { dg-final { scan-function-lines-not short_d "not grouped" "vls" } } */
/* { dg-final { scan-function-lines-not short_f "not grouped" "vls" } } */
/* { dg-final { scan-function-lines-not short_i3 "not grouped" "vls" } } */
/* { dg-final { scan-function-lines-not char_d "not grouped" "vls" } } */
/* { dg-final { scan-function-lines-not mask_d "not grouped" "vls" } } */
/* { dg-final { scan-function-lines short_d ";; vls: gather \[0-9\]+: \[^\\n\]*\\\] unsigned, scale 8, offset 8:" "vls" { target vshape_unsigned_index_gathers } } } */
/* { dg-final { scan-function-lines short_i3 ";; vls: group 0: members \[0-9\]+ \[0-9\]+ \[0-9\]+, distances 0 4 8, span 12 bytes" "vls" { target vshape_short_index_gathers } } } */
