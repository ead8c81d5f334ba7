/* A SIMD loop (omp simd) is vectorized whatever its cost under GCC's
   default -fsimd-cost-model=unlimited: predication, which could make it
   vectorizable at a loss, leaves it alone and says so.  Under
   -fsimd-cost-model=dynamic the cost model weighs it, and predication
   runs (pred-omp-simd-dynamic.c).  */
/* { dg-do compile } */
/* { dg-additional-options "-march=haswell -fopenmp-simd -DPRED_GUARDED_SIMD -fplugin-arg-libvshape-dump=vshape -fdump-tree-vect-details" } */

#include "pred-guarded.h"

/* { dg-final { scan-tree-dump ";; predicate: loop \[0-9\]+ left alone: no cost model checks its vectorization" "vshape" } } */
/* { dg-final { scan-tree-dump-not ";; predicate: branch" "vshape" } } */
