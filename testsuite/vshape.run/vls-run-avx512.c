/* vls on AVX-512 with the default cost model.  */
/* { dg-do run } */
/* { dg-require-effective-target avx512f_runtime } */
/* { dg-additional-options "-march=skylake-avx512 -fchecking" } */
#include "vls-kernels.h"
int main (void) { run_all (); return 0; }
