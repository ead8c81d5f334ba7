/* -fcompare-debug: the store-order pass makes the same code with and
   without -g (debug instructions between the stores do not stop a run;
   they stay where they were).  */
/* { dg-do compile } */
/* { dg-additional-options "-march=skylake-avx512 -mtune=sapphirerapids -mprefer-vector-width=512 -g -fcompare-debug" } */

#define NAME(F) F
#define ATTR
#include "store-order.h"
