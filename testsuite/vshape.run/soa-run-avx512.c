/* SOA rewrite of private arrays of omp simd loops, skylake-avx512: every kernel's results equal the scalar version's, for trip counts around the vector length.  */
/* { dg-do run { target avx512f_runtime } } */
/* { dg-do compile { target { ! avx512f_runtime } } } */
/* { dg-additional-options "-march=skylake-avx512 -fopenmp-simd -ffp-contract=off -fchecking -fplugin-arg-libvshape-dump=vshape,vls" } */
/* Where the tuning avoids gathers (GCC 13.3 and later, against Gather
   Data Sampling), turn them back on: this test is about them.  */
/* { dg-additional-options "-mtune-ctrl=use_gather_2parts,use_gather_4parts,use_gather" { target vshape_avx512_tuning_avoids_gathers } } */
#include "soa-kernels.h"
int main (void) { run_all (); return 0; }
/* GCC itself scalarizes the privates of uniform_idx and doubles, rolled has inner loops (soa-inner-loop.c), strided_idx's index grows with the loop (soa-strided.c: not profitable); the other nine are rewritten.  */
/* { dg-final { scan-tree-dump-times ";; soa: tmp: rewritten to soa" 9 "vshape" } } */
/* { dg-final { scan-function-dump-times strided_idx ";; soa: tmp int\\\[16\\\]: safe, not profitable: strided accesses" 1 "vshape" } } */
/* With the Skylake tuning's prices the scatters cost less than the sweeps, except for uchar_count (no 8-bit scatter); the chars' read is swept (no 8-bit gather), and so are random_read's (a table just stored) and the fields of the arrays of structs (4 elements each).  */
/* GCC 13 and later price Skylake's scatters higher: two more privates
   are swept there.  */
/* { dg-final { vshape-in-versions "11 12" scan-tree-dump-times ": swept" 9 "vshape" } } */
/* { dg-final { vshape-in-versions "11 12" scan-tree-dump-times ": the scatters cost less" 5 "vshape" } } */
/* { dg-final { scan-tree-dump-times ": swept" 11 "vshape" { target { ! { vshape_gcc11 || vshape_gcc12 } } } } } */
/* { dg-final { scan-tree-dump-times ": the scatters cost less" 3 "vshape" { target { ! { vshape_gcc11 || vshape_gcc12 } } } } } */
/* Two writes over 16 elements are more element updates than a sweep
   takes beside scatters (VS_SOA_SWEEP_MAX_WORK_SCATTERS).  */
/* { dg-final { scan-function-dump-times histogram "2 data-dependent writes \\(0 updates\\) over 16 elements: sweep \[0-9\]+, scatters \[0-9\]+: too many element updates" 1 "vshape" } } */
/* Only int_hist_div (integer division) stays scalar, and its rewrite is undone.  */
/* { dg-final { scan-tree-dump-times ";; soa: tmp: rewrite undone: loop not vectorized" 1 "vls" } } */
/* { dg-final { scan-tree-dump-times ";; soa: tmp: rewrite kept: loop vectorized" 8 "vls" } } */
