/* vls on AVX2 with the default cost model.  */
/* { dg-do run } */
/* { dg-require-effective-target avx2_runtime } */
/* { dg-additional-options "-march=haswell -fchecking" } */
#include "vls-kernels.h"
int main (void) { run_all (); return 0; }
