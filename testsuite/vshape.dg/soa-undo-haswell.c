/* A private written at data-dependent indices on AVX2, which has no
   scatter instruction.  GCC 11 to 13 leave hist's SIMD loop scalar even
   with the SOA layout; GCC 14 to 16 vectorize it, storing each lane's
   element apart (the SOA index is an int, as GCC's own offsets are, so
   that their scatters need no 64-bit widening).  hist_div, with an
   integer division no x86 vectorizes, stays scalar under all six.  For
   a loop left scalar the vls pass undoes the rewrite, and the loop gets
   the one contiguous copy of the private that stock GCC gives it: no
   SOA array is left.  */
/* { dg-do compile } */
/* { dg-additional-options "-march=haswell -fopenmp-simd -fplugin-arg-libvshape-dump=vshape,vls -fdump-tree-vect-details -fdump-tree-optimized" } */

#include "soa-hist.h"

void
hist_div (int n, const int *restrict s, int *restrict out)
{
  float h[16];
#pragma omp simd private(h)
  SOA_HIST_LOOP ((int) acc / (s[k] | 1))
}

/* { dg-final { scan-tree-dump-times ";; soa: h: rewritten to soa\[.0-9\]* float\\\[16\\\]\\\[\[0-9\]+\\\]" 2 "vshape" } } */
/* { dg-final { scan-function-lines hist_div ";; soa: h: rewrite undone: loop not vectorized, back to one copy h\\.\[0-9\]+ float\\\[16\\\]" "vls" } } */
/* { dg-final { scan-function-dump hist_div "vectorized 0 loops in function" "vect" } } */
/* { dg-final { scan-function-dump-not hist_div "soa\\." "optimized" } } */
/* { dg-final { vshape-in-versions "11 12 13" scan-function-lines hist ";; soa: h: rewrite undone: loop not vectorized, back to one copy h\\.\[0-9\]+ float\\\[16\\\]" "vls" } } */
/* { dg-final { vshape-in-versions "11 12 13" scan-function-dump hist "vectorized 0 loops in function" "vect" } } */
/* { dg-final { vshape-in-versions "11 12 13" scan-tree-dump-not "soa\\." "optimized" } } */
/* { dg-final { vshape-in-versions "14 15 16" scan-function-lines hist ";; soa: h: rewrite kept: loop vectorized" "vls" } } */
/* { dg-final { vshape-in-versions "14 15 16" scan-function-dump hist "vectorized 1 loops in function" "vect" } } */
