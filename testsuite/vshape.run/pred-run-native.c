/* The guarded operations of pred-kernels.h at -march=native, with GCC's
   default math flags (errno kept: the square root stays a call and its
   loop scalar): results and exception flags equal the loops' without
   the vectorizer.  */
/* { dg-do run } */
/* { dg-additional-options "-ffp-contract=off" } */

#include "pred-kernels.h"
