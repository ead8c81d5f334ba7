/* The guarded operations of pred-kernels.h at -march=haswell, where GCC
   has no masked arithmetic and refuses these loops without the plugin:
   results and exception flags equal the loops' without the vectorizer,
   and the loops with a guarded floating-point operation are vectorized
   (those that read through an index only where a cost client checks
   their price: GCC 12 and later).  */
/* { dg-do run { target avx2_runtime } } */
/* { dg-do compile { target { ! avx2_runtime } } } */
/* { dg-additional-options "-march=haswell -ffp-contract=off -fno-math-errno -fdump-tree-vect-details" } */

#include "pred-kernels.h"

/* { dg-final { scan-function-dump ratio_got "loop vectorized" vect } } */
/* { dg-final { scan-function-dump guarded_div_got "loop vectorized" vect } } */
/* { dg-final { scan-function-dump diamond_got "loop vectorized" vect } } */
/* { dg-final { scan-function-dump float_scale_got "loop vectorized" vect } } */
/* { dg-final { scan-function-dump sqrt_diff_got "loop vectorized" vect } } */
/* { dg-final { scan-function-dump loaded_div_got "loop vectorized" vect } } */
/* { dg-final { scan-function-dump loaded_ratio_got "loop vectorized" vect } } */
/* { dg-final { scan-function-dump nested_div_got "loop vectorized" vect } } */
/* { dg-final { scan-function-dump covered_deep_got "loop vectorized" vect } } */
/* { dg-final { scan-function-dump clamped_ratio_got "loop vectorized" vect } } */
