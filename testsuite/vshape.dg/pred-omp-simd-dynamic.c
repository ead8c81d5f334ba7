/* Under -fsimd-cost-model=dynamic a SIMD loop's vectorization is weighed
   by the cost model: predication moves its guarded division, and GCC
   vectorizes the loop it refuses without the plugin.  */
/* { dg-do compile } */
/* { dg-additional-options "-march=haswell -fopenmp-simd -DPRED_GUARDED_SIMD -fsimd-cost-model=dynamic -fplugin-arg-libvshape-dump=vshape -fdump-tree-vect-details" } */

#include "pred-guarded.h"

/* { dg-final { scan-function-dump guarded ";; predicate: branch at pred-guarded.h:\[0-9\]+ \\(Divergent\\), true arm: moved 1 operations" "vshape" } } */
/* { dg-final { scan-function-dump guarded "loop vectorized" "vect" } } */
