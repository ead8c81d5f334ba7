/* SOA rewrite of private arrays of omp simd loops, haswell: every kernel's results equal the scalar version's, for trip counts around the vector length.  */
/* { dg-do run } */
/* { dg-require-effective-target avx2_runtime } */
/* { dg-additional-options "-march=haswell -fopenmp-simd -ffp-contract=off -fchecking -fplugin-arg-libvshape-dump=vshape" } */
#include "soa-kernels.h"
int main (void) { run_all (); return 0; }
/* GCC itself scalarizes the privates of uniform_idx and doubles, rolled has inner loops (soa-inner-loop.c); the other four are rewritten.  */
/* { dg-final { scan-tree-dump-times ";; soa: tmp: rewritten to soa" 4 "vshape" } } */
