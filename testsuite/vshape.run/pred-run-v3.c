/* The guarded operations of pred-kernels.h at -march=x86-64-v3: results
   and exception flags equal the loops' without the vectorizer.  The edge
   flux, whose reads through its maps are all VLS groups, is vectorized
   (GCC 12 and later: GCC 11 does not emulate gathers at this tuning).  */
/* { dg-do run { target avx2_runtime } } */
/* { dg-do compile { target { ! avx2_runtime } } } */
/* { dg-additional-options "-march=x86-64-v3 -ffp-contract=off -fno-math-errno -fdump-tree-vect-details" } */

#include "pred-kernels.h"

/* { dg-final { vshape-in-versions "12 13 14 15 16" scan-function-dump edge_flux_got "loop vectorized" vect } } */
