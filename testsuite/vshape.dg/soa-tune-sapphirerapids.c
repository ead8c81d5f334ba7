/* The SOA rewrites of soa-kernels.h with -march=sapphirerapids: how many are
   made, kept because the vectorizer used them, and undone because it
   did not.  Written by scripts/tune-expectations.sh.  */
/* { dg-do compile } */
/* { dg-additional-options "-march=sapphirerapids -fopenmp-simd -ffp-contract=off -fplugin-arg-libvshape-dump=vshape,vls" } */

#include "../vshape.run/soa-kernels.h"

/* { dg-final { scan-tree-dump-times ";; soa: tmp: rewritten to soa" 9 "vshape" } } */
/* { dg-final { scan-tree-dump-times ";; soa: tmp: rewrite undone: loop not vectorized" 1 "vls" } } */
/* { dg-final { scan-tree-dump-times ";; soa: tmp: rewrite kept: loop vectorized" 8 "vls" } } */
