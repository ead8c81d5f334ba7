/* Sweeps under AVX2 (no scatter): the int histogram's updates are
   swept whole; the float bins' additions may trap (-ftrapping-math), so
   each sum is computed once and only the stores are swept; 16 float
   bins would take all 16 registers and are left alone (GCC 14 to 16
   store their lanes one by one); the chars are
   swept, reads included (no 8-bit gather); the power table's reads are
   swept too, cheaper than gathers since seven of the eight elements are
   values just stored, which the selects use as they are.  Every swept
   loop is vectorized.  */
/* { dg-do compile } */
/* { dg-additional-options "-march=haswell -fopenmp-simd -fplugin-arg-libvshape-dump=vshape,vls" } */

#include "soa-sweep-kernels.h"

/* { dg-final { scan-function-lines int_hist ";; soa: h: 2 data-dependent writes \\(2 updates\\) over 8 elements: sweep \[0-9\]+: swept" "vshape" } } */
/* { dg-final { scan-function-lines float_bins ";; soa: h: 2 data-dependent writes \\(0 updates\\) over 8 elements: sweep \[0-9\]+: swept" "vshape" } } */
/* { dg-final { scan-function-lines hist ";; soa: h: 2 data-dependent writes \\(0 updates\\) over 16 elements: sweep \[0-9\]+: its elements would take over half the vector registers" "vshape" } } */
/* { dg-final { scan-function-lines char_counts ";; soa: h: 1 data-dependent writes \\(1 updates\\) over 8 elements: sweep \[0-9\]+: swept\\n;; soa: h: 1 data-dependent reads over 8 elements: sweep \[0-9\]+, gathers \[0-9\]+: swept" "vshape" } } */
/* { dg-final { scan-function-lines power_table ";; soa: c: 2 data-dependent reads over 8 elements: sweep \[0-9\]+, gathers \[0-9\]+: swept" "vshape" } } */
/* hist's loop is left scalar by GCC 11 to 13 (no scatter); GCC 14 to
   16 vectorize it, storing each lane's element apart.  */
/* { dg-final { vshape-in-versions "11 12 13" scan-tree-dump-times ";; soa: h: rewrite kept: loop vectorized" 3 "vls" } } */
/* { dg-final { vshape-in-versions "11 12 13" scan-function-lines hist ";; soa: h: rewrite undone: loop not vectorized" "vls" } } */
/* { dg-final { vshape-in-versions "14 15 16" scan-tree-dump-times ";; soa: h: rewrite kept: loop vectorized" 4 "vls" } } */
/* { dg-final { vshape-in-versions "14 15 16" scan-function-lines hist ";; soa: h: rewrite kept: loop vectorized" "vls" } } */
