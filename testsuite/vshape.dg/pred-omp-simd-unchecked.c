/* A SIMD loop (omp simd) under GCC's default -fsimd-cost-model=unlimited
   with the cost client off (vls-cost=off): nothing would check the
   price of its vector form, so predication leaves it alone and says
   so.  */
/* { dg-do compile } */
/* { dg-additional-options "-march=haswell -fopenmp-simd -DPRED_GUARDED_SIMD -fplugin-arg-libvshape-vls-cost=off -fplugin-arg-libvshape-dump=vshape" } */

#include "pred-guarded.h"

/* { dg-final { scan-function-dump guarded ";; predicate: loop \[0-9\]+ left alone: no cost model checks its vectorization" "vshape" } } */
/* { dg-final { scan-function-dump-not guarded ";; predicate: branch" "vshape" } } */
