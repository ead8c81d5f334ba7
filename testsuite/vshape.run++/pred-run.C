// The guarded operations of pred-kernels.h built by g++ at -march=haswell:
// results and exception flags equal the loops' without the vectorizer.
// { dg-do run { target avx2_runtime } }
// { dg-do compile { target { ! avx2_runtime } } }
// { dg-additional-options "-march=haswell -ffp-contract=off -fno-math-errno -fdump-tree-vect-details" }

#include "../vshape.run/pred-kernels.h"

// { dg-final { scan-function-dump ratio_got "loop vectorized" vect } }
// { dg-final { scan-function-dump guarded_div_got "loop vectorized" vect } }
// { dg-final { scan-function-dump diamond_got "loop vectorized" vect } }
// { dg-final { scan-function-dump float_scale_got "loop vectorized" vect } }
// { dg-final { scan-function-dump sqrt_diff_got "loop vectorized" vect } }
// { dg-final { scan-function-dump loaded_div_got "loop vectorized" vect } }
// { dg-final { scan-function-dump loaded_ratio_got "loop vectorized" vect } }
