/* SOA rewrite of private arrays of omp simd loops, native: every kernel's results equal the scalar version's, for trip counts around the vector length.  */
/* { dg-do run } */
/* { dg-additional-options "-fopenmp-simd -ffp-contract=off -fchecking" } */
#include "soa-kernels.h"
int main (void) { run_all (); return 0; }
/* Results only: what is rewritten and kept depends on the host CPU;
   soa-run-avx2.c and soa-run-avx512.c pin their targets and scan.  */
