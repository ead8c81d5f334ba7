/* A SIMD loop under -fsimd-cost-model=unlimited, which the user asked
   for: no cost model may weigh its vectorization, so predication, which
   could make it vectorizable at a loss, leaves it alone and says so.  */
/* { dg-do compile } */
/* { dg-additional-options "-march=haswell -fopenmp-simd -DPRED_GUARDED_SIMD -fsimd-cost-model=unlimited -fplugin-arg-libvshape-dump=vshape" } */

#include "pred-guarded.h"

/* { dg-final { scan-function-dump guarded ";; predicate: loop \[0-9\]+ left alone: no cost model checks its vectorization" "vshape" } } */
/* { dg-final { scan-function-dump-not guarded ";; predicate: branch" "vshape" } } */
