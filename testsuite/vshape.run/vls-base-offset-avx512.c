/* The kernels of vls-base-offset.h (gathers from p = x + m, m known at
   run time only) under the default vls=on on AVX-512 with 512-bit vectors.  */
/* { dg-do run { target avx512f_runtime } } */
/* { dg-do compile { target { ! avx512f_runtime } } } */
/* { dg-additional-options "-march=skylake-avx512 -mprefer-vector-width=512 -fchecking -fplugin-arg-libvshape-dump=vls" } */
/* Where the tuning avoids gathers (GCC 13.3 and later, against Gather
   Data Sampling), turn them back on: this test is about them.  */
/* { dg-additional-options "-mtune-ctrl=use_gather_2parts,use_gather_4parts,use_gather" { target vshape_avx512_tuning_avoids_gathers } } */

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
/* The default cost model finds a group of the three floats dearer
   than a pair and a gather under GCC 13, 15 and 16; GCC 11 and 12 price
   the Skylake gathers higher, and there the whole triple is cheaper
   than its gathers.  GCC 14 prices the 16-lane sequence above the
   scalar loop and takes 8 lanes, where the whole triple is grouped (as
   fast on a Zen 4 as the 16-lane pair and gather).  */
/* { dg-final { vshape-in-versions "13 15 16" scan-function-lines triple_f ";; vls: group 0: members 0 1, distances 0 4, span 8 bytes" "vls" } } */
/* { dg-final { vshape-in-versions "13 15 16" scan-function-lines triple_f ";; vls: gather 2: not grouped: no group cheaper than its gathers" "vls" } } */
/* { dg-final { vshape-in-versions "11 12 14" scan-function-lines triple_f ";; vls: group 0: members 0 1 2, distances 0 4 8, span 12 bytes" "vls" } } */
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
