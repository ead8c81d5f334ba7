/* The guarded operations of pred-kernels.h at -march=skylake-avx512,
   where GCC masks the divisions itself and the plugin moves the square
   root: results and exception flags equal the loops' without the
   vectorizer.  */
/* { dg-do run { target avx512f_runtime } } */
/* { dg-do compile { target { ! avx512f_runtime } } } */
/* { dg-additional-options "-march=skylake-avx512 -ffp-contract=off -fno-math-errno" } */

#include "pred-kernels.h"
