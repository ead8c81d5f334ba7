/* Index lanes from scalars (vshape.dg/vls-scalar-lanes.c) at
   -march=x86-64-v2, 16-byte vectors and no gather instruction: results
   as without the vectorizer.  */
/* { dg-do run { target avx2_runtime } } */
/* { dg-do compile { target { ! avx2_runtime } } } */
/* { dg-additional-options "-march=x86-64-v2 -fchecking" } */

#include "vls-scalar-lanes-check.h"
