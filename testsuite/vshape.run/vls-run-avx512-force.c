/* vls=force on AVX-512 with 512-bit vectors.  */
/* { dg-do run } */
/* { dg-require-effective-target avx512f_runtime } */
/* { dg-additional-options "-march=skylake-avx512 -mprefer-vector-width=512 -fchecking -fplugin-arg-libvshape-vls=force" } */
#include "vls-kernels.h"
int main (void) { run_all (); return 0; }
