/* The loop of soa-undo-haswell.c under AVX-512, which has scatters:
   GCC vectorizes it with the SOA layout, and the rewrite is kept.  */
/* { dg-do compile } */
/* { dg-additional-options "-march=skylake-avx512 -fopenmp-simd -fplugin-arg-libvshape-dump=vshape,vls -fdump-tree-vect-details -fdump-tree-optimized" } */

#include "soa-hist.h"

/* { dg-final { scan-tree-dump "vectorized 1 loops in function" "vect" } } */
/* { dg-final { scan-tree-dump-times ";; soa: h: rewrite kept: loop vectorized" 1 "vls" } } */
/* { dg-final { scan-tree-dump "soa\\." "optimized" } } */
