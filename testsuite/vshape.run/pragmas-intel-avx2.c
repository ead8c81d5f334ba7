/* The loops of pragmas-intel.h at -march=haswell, where GCC vectorizes
   the pair's gathers (and GCC 13 and later the floating-point sum in the
   program's order): results equal the loops' without the vectorizer.  */
/* { dg-do run { target avx2_runtime } } */
/* { dg-do compile { target { ! avx2_runtime } } } */
/* { dg-additional-options "-march=haswell -fplugin-arg-libvshape-pragmas=intel" } */

#include "pragmas-intel.h"
