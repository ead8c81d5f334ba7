/* The SOA rewrites of soa-kernels.h with -march=znver5: how many are
   made, kept because the vectorizer used them, and undone because it
   did not.  Written by scripts/tune-expectations.sh.  */
/* { dg-do compile } */
/* { dg-skip-if "no -march=znver5" { { vshape_gcc11 } || { vshape_gcc12 } } } */
/* { dg-additional-options "-march=znver5 -fopenmp-simd -ffp-contract=off -fplugin-arg-libvshape-dump=vshape,vls" } */

#include "../vshape.run/soa-kernels.h"

/* { dg-final { scan-tree-dump-times ";; soa: tmp: rewritten to soa" 9 "vshape" } } */
/* { dg-final { vshape-in-versions "14 15 16" scan-tree-dump-times ";; soa: tmp: rewrite undone: loop not vectorized" 1 "vls" } } */
/* { dg-final { vshape-in-versions "13" scan-tree-dump-times ";; soa: tmp: rewrite undone: loop not vectorized" 2 "vls" } } */
/* { dg-final { vshape-in-versions "13" scan-tree-dump-times ";; soa: tmp: rewrite kept: loop vectorized" 7 "vls" } } */
/* { dg-final { vshape-in-versions "14 15 16" scan-tree-dump-times ";; soa: tmp: rewrite kept: loop vectorized" 8 "vls" } } */
