/* The loop of pred-haswell-tables.h at -march=x86-64-v2 (the generic
   tuning, SSE4.2): with two doubles per vector the loop pays only
   below 66% of a load per indexed read under GCC 16, and it ran at 0.97
   of stock vectorized on an AMD Zen 5.  Nothing was measured on an
   Intel CPU with 16-byte vectors, so the Intel surcharge of gathered
   reads at this tuning (255%) stands for its scalar loads, and every
   GCC keeps the loop scalar.  */
/* { dg-do compile } */
/* { dg-skip-if "GCC 11 neither gathers at the generic tuning nor emulates gathers: the loops stay scalar whatever their price" { vshape_gcc11 } } */
/* { dg-additional-options "-march=x86-64-v2 -fopenmp-simd -fplugin-arg-libvshape-dump=vls" } */

#include "pred-haswell-tables.h"

/* { dg-final { scan-cost-client {indexed 6 predicated scalar} } } */
/* { dg-final { scan-function-dump-not field "the vector loop pays" "vls" } } */
