/* The guarded operations of pred-kernels.h at -march=x86-64-v3: results
   and exception flags equal the loops' without the vectorizer.  */
/* { dg-do run { target avx2_runtime } } */
/* { dg-do compile { target { ! avx2_runtime } } } */
/* { dg-additional-options "-march=x86-64-v3 -ffp-contract=off -fno-math-errno" } */

#include "pred-kernels.h"
