/* SOA rewrite of private arrays of omp simd loops, skylake-avx512: every kernel's results equal the scalar version's, for trip counts around the vector length.  */
/* { dg-do run { target avx512f_runtime } } */
/* { dg-do compile { target { ! avx512f_runtime } } } */
/* { dg-additional-options "-march=skylake-avx512 -fopenmp-simd -ffp-contract=off -fchecking -fplugin-arg-libvshape-dump=vshape,vls" } */
#include "soa-kernels.h"
int main (void) { run_all (); return 0; }
/* GCC itself scalarizes the privates of uniform_idx and doubles, rolled has inner loops (soa-inner-loop.c); the other six are rewritten.  */
/* { dg-final { scan-tree-dump-times ";; soa: tmp: rewritten to soa" 6 "vshape" } } */
/* Only chars stays scalar (no 8-bit gathers), and its rewrite is undone.  */
/* { dg-final { scan-tree-dump-times ";; soa: tmp: rewrite undone: loop not vectorized" 1 "vls" } } */
/* { dg-final { scan-tree-dump-times ";; soa: tmp: rewrite kept: loop vectorized" 5 "vls" } } */

