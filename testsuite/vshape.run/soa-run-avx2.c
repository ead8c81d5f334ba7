/* SOA rewrite of private arrays of omp simd loops, haswell: every kernel's results equal the scalar version's, for trip counts around the vector length.  */
/* { dg-do run { target avx2_runtime } } */
/* { dg-do compile { target { ! avx2_runtime } } } */
/* { dg-additional-options "-march=haswell -fopenmp-simd -ffp-contract=off -fchecking -fplugin-arg-libvshape-dump=vshape,vls" } */
#include "soa-kernels.h"
int main (void) { run_all (); return 0; }
/* GCC itself scalarizes the privates of uniform_idx and doubles, rolled has inner loops (soa-inner-loop.c), strided_idx's index grows with the loop (soa-strided.c: not profitable); the other nine are rewritten.  */
/* { dg-final { scan-tree-dump-times ";; soa: tmp: rewritten to soa" 9 "vshape" } } */
/* { dg-final { scan-function-dump-times strided_idx ";; soa: tmp int\\\[16\\\]: safe, not profitable: strided accesses" 1 "vshape" } } */
/* AVX2 has no scatter: the data-dependent writes of random_write, uniform_var, int_hist, int_hist_div, uchar_count and float_bins are swept; the 16 float bins of histogram would fill the registers and are not.  The reads are swept too, cheaper than gathers by the Haswell tuning's prices: the chars' (no 8-bit gather), those of random_read, random_write, uniform_var and float_bins (tables the loop has just stored, or selects on a swept write's compares), and those of the arrays of structs: each field (tmp.n, tmp.w) is a private of its own, whose writes and reads of 4 elements are swept (6 sweeps in the two kernels).  */
/* { dg-final { scan-function-dump struct_fields ";; soa: tmp.n int: safe, profitable" "vshape" } } */
/* { dg-final { scan-tree-dump-times ";; soa: tmp.n: rewrite kept: loop vectorized" 1 "vls" } } */
/* { dg-final { scan-tree-dump-times ";; soa: tmp.w: rewrite kept: loop vectorized" 1 "vls" } } */
/* { dg-final { scan-tree-dump-times ";; soa: tmp.n: 2 sweeps undone: loop not vectorized" 1 "vls" } } */
/* { dg-final { scan-tree-dump-times ": swept" 17 "vshape" } } */
/* { dg-final { scan-function-dump histogram ";; soa: tmp: 2 data-dependent writes \\(0 updates\\) over 16 elements: sweep \[0-9\]+: its elements would take over half the vector registers" "vshape" } } */
/* { dg-final { scan-function-dump chars ";; soa: tmp: 1 data-dependent reads over 5 elements: sweep \[0-9\]+, gathers \[0-9\]+: swept" "vshape" } } */
/* GCC 14 to 16 gather histogram's rows, which each iteration has just written: the vls pass loads their lanes instead (soa-gather-rows.c), and the results must stay the scalar version's.  */
/* { dg-final { vshape-in-versions "14 15 16" scan-function-dump-times histogram ";; vls: lone gather \[0-9\]+: reads soa\\.\[0-9\]+, rows of a SOA private the loop has just written" 2 "vls" } } */
/* Under GCC 11 to 13 histogram stays scalar (no scatter), and under all int_hist_div (integer division): their rewrites are undone, and int_hist_div's sweeps too; the others are vectorized.  GCC 14 to 16 vectorize histogram too, storing each lane's element apart.  */
/* { dg-final { vshape-in-versions "11 12 13" scan-tree-dump-times ";; soa: tmp: rewrite undone: loop not vectorized" 2 "vls" } } */
/* { dg-final { vshape-in-versions "14 15 16" scan-tree-dump-times ";; soa: tmp: rewrite undone: loop not vectorized" 1 "vls" } } */
/* { dg-final { scan-tree-dump-times ";; soa: tmp: 2 sweeps undone: loop not vectorized" 1 "vls" } } */
/* { dg-final { vshape-in-versions "11 12 13" scan-tree-dump-times ";; soa: tmp: rewrite kept: loop vectorized" 7 "vls" } } */
/* { dg-final { vshape-in-versions "14 15 16" scan-tree-dump-times ";; soa: tmp: rewrite kept: loop vectorized" 8 "vls" } } */
