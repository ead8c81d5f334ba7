/* The loop of soa-undo-haswell.c under AVX-512, which has scatters:
   GCC vectorizes it with the SOA layout, and the rewrite is kept.  */
/* { dg-do compile } */
/* { dg-additional-options "-march=skylake-avx512 -fopenmp-simd -fplugin-arg-libvshape-dump=vshape,vls -fdump-tree-vect-details -fdump-tree-optimized" } */
/* Where the tuning avoids gathers (GCC 13.3 and later, against Gather
   Data Sampling), turn them back on: this test is about them.  */
/* { dg-additional-options "-mtune-ctrl=use_gather_2parts,use_gather_4parts,use_gather" { target vshape_avx512_tuning_avoids_gathers } } */

#include "soa-hist.h"

/* { dg-final { scan-function-dump hist "vectorized 1 loops in function" "vect" } } */
/* { dg-final { scan-function-dump-times hist ";; soa: h: rewrite kept: loop vectorized" 1 "vls" } } */
/* { dg-final { scan-function-dump hist "soa\\." "optimized" } } */
