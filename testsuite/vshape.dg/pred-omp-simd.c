/* A SIMD loop (omp simd) is vectorized whatever its cost under GCC's
   default -fsimd-cost-model=unlimited.  Since the cost client checks
   the price of predicated loops, predication moves the guarded division
   and hands the loop to the cost model, which vectorizes it since it
   pays.  Without the cost client the loop is left alone
   (pred-omp-simd-unchecked.c).  */
/* { dg-do compile } */
/* { dg-additional-options "-march=haswell -fopenmp-simd -DPRED_GUARDED_SIMD -fplugin-arg-libvshape-dump=vshape -fdump-tree-vect-details" } */

#include "pred-guarded.h"

/* { dg-final { scan-function-dump guarded ";; predicate: branch at pred-guarded.h:\[0-9\]+ \\(Divergent\\), true arm: moved 1 operations" "vshape" } } */
/* { dg-final { scan-function-dump guarded ";; predicate: loop \[0-9\]+: an omp simd loop, weighed by the cost model \\(-fvect-cost-model=dynamic\\) until the vectorizer is done" "vshape" } } */
/* { dg-final { scan-function-dump guarded "loop vectorized" "vect" } } */
