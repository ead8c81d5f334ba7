/* vls=force on AVX2: every legal group is rewritten.  */
/* { dg-do run } */
/* { dg-require-effective-target avx2_runtime } */
/* { dg-additional-options "-march=haswell -fchecking -fplugin-arg-libvshape-vls=force" } */
#include "vls-kernels.h"
int main (void) { run_all (); return 0; }
