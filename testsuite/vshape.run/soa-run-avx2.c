/* SOA rewrite of private arrays of omp simd loops, haswell: every kernel's results equal the scalar version's, for trip counts around the vector length.  */
/* { dg-do run { target avx2_runtime } } */
/* { dg-do compile { target { ! avx2_runtime } } } */
/* { dg-additional-options "-march=haswell -fopenmp-simd -ffp-contract=off -fchecking -fplugin-arg-libvshape-dump=vshape,vls" } */
#include "soa-kernels.h"
int main (void) { run_all (); return 0; }
/* GCC itself scalarizes the privates of uniform_idx and doubles, rolled has inner loops (soa-inner-loop.c); the other six are rewritten.  */
/* { dg-final { scan-tree-dump-times ";; soa: tmp: rewritten to soa" 6 "vshape" } } */
/* Only random_read is vectorized: AVX2 has no scatter for the other five, whose rewrites are undone.  */
/* { dg-final { scan-tree-dump-times ";; soa: tmp: rewrite undone: loop not vectorized" 5 "vls" } } */
/* { dg-final { scan-tree-dump-times ";; soa: tmp: rewrite kept: loop vectorized" 1 "vls" } } */

