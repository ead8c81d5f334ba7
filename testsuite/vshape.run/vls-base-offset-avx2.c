/* The kernels of vls-base-offset.h (gathers from p = x + m, m known at
   run time only) under the default vls=on on AVX2.  */
/* { dg-do run { target avx2_runtime } } */
/* { dg-do compile { target { ! avx2_runtime } } } */
/* { dg-additional-options "-march=haswell -fchecking -fplugin-arg-libvshape-dump=vls" } */

#include "vls-base-offset.h"

int
main (void)
{
  run_base_offset ();
  return 0;
}

/* Each kernel was rewritten (some group of its loop or epilogue).  */
/* { dg-final { scan-function-lines pair_d ";; vls: group \[0-9\]+: rewritten" "vls" } } */
/* { dg-final { scan-function-lines pair_d_int ";; vls: group \[0-9\]+: rewritten" "vls" } } */
/* { dg-final { scan-function-lines triple_f ";; vls: group \[0-9\]+: rewritten" "vls" } } */
/* { dg-final { scan-function-lines quad_i ";; vls: group \[0-9\]+: rewritten" "vls" } } */
/* { dg-final { scan-function-lines neg_d ";; vls: group \[0-9\]+: rewritten" "vls" } } */
/* { dg-final { scan-function-lines cplx_d ";; vls: group \[0-9\]+: rewritten" "vls" { target vshape_wide_scale_gathers } } } */
/* { dg-final { scan-function-lines rows_d ";; vls: group \[0-9\]+: rewritten" "vls" } } */
/* The base of the gathers is p (row in rows_d) as a whole, and the
   gathers through one index vector are grouped.  */
/* { dg-final { scan-function-lines pair_d ";; vls: gather 0: \[^\\n\]*, base p_\[0-9\]+, index \[^\\n\]*, offset 0:" "vls" } } */
/* { dg-final { scan-function-lines pair_d ";; vls: gather 2: \[^\\n\]*, base p_\[0-9\]+, index \[^\\n\]*, offset 8:" "vls" } } */
/* { dg-final { scan-function-lines pair_d_int ";; vls: gather 2: \[^\\n\]*, base p_\[0-9\]+, index \[^\\n\]*, offset 8:" "vls" } } */
/* { dg-final { scan-function-lines rows_d ";; vls: gather 2: \[^\\n\]*, base row_\[0-9\]+, index \[^\\n\]*, offset 8:" "vls" } } */
/* { dg-final { scan-function-lines pair_d ";; vls: group 0: members 0 2, distances 0 8, span 16 bytes" "vls" } } */
/* { dg-final { scan-function-lines pair_d_int ";; vls: group 0: members 0 2, distances 0 8, span 16 bytes" "vls" } } */
/* { dg-final { scan-function-lines neg_d ";; vls: group 0: members 0 2, distances 0 8, span 16 bytes" "vls" } } */
/* { dg-final { scan-function-lines cplx_d ";; vls: group 0: members 0 2, distances 0 8, span 16 bytes" "vls" { target vshape_wide_scale_gathers } } } */
/* { dg-final { scan-function-lines rows_d ";; vls: group 0: members 0 2, distances 0 8, span 16 bytes" "vls" } } */
/* { dg-final { scan-function-lines quad_i ";; vls: group 0: members 0 1 2 3, distances 0 4 8 12, span 16 bytes" "vls" } } */
/* The three floats are one group at the Haswell tuning's measured
   gather price.  */
/* { dg-final { scan-function-lines triple_f ";; vls: group 0: members 0 1 2, distances 0 4 8, span 12 bytes" "vls" } } */
/* No gather is refused for its address (rows_d is not checked: GCC
   also vectorizes its outer loop, and there each lane has its own row,
   so the gathers read from a vector of whole addresses, the form of
   vls-refuse-address.c).  */
/* { dg-final { scan-function-lines-not pair_d "address not understood" "vls" } } */
/* { dg-final { scan-function-lines-not pair_d_int "address not understood" "vls" } } */
/* { dg-final { scan-function-lines-not triple_f "address not understood" "vls" } } */
/* { dg-final { scan-function-lines-not quad_i "address not understood" "vls" } } */
/* { dg-final { scan-function-lines-not neg_d "address not understood" "vls" } } */
/* { dg-final { scan-function-lines-not cplx_d "address not understood" "vls" } } */
