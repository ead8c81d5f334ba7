/* vls=force on AVX2 with GCC's gather instructions turned off, so every
   gather is emulated with scalar loads.  */
/* { dg-do run } */
/* { dg-require-effective-target vshape_emulated_gathers } */
/* { dg-require-effective-target avx2_runtime } */
/* { dg-additional-options "-march=haswell -fchecking -mtune-ctrl=^use_gather_2parts,^use_gather_4parts,^use_gather -fplugin-arg-libvshape-vls=force" } */
#include "vls-kernels.h"
int main (void) { run_all (); return 0; }
