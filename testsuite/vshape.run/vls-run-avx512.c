/* vls on AVX-512 with the default cost model.  */
/* { dg-do run } */
/* { dg-require-effective-target avx512f_runtime } */
/* { dg-additional-options "-march=skylake-avx512 -fchecking" } */
/* Where the tuning avoids gathers (GCC 13.3 and later, against Gather
   Data Sampling), turn them back on: this test is about them.  */
/* { dg-additional-options "-mtune-ctrl=use_gather_2parts,use_gather_4parts,use_gather" { target vshape_avx512_tuning_avoids_gathers } } */
#include "vls-kernels.h"
int main (void) { run_all (); return 0; }
