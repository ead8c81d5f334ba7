/* The clamped cosine of pred-cosine.h at -march=skylake-avx512, where
   GCC masks the guarded division itself: under GCC 12 to 15, whose
   if-conversion also runs the guarded square roots in every lane,
   stock GCC vectorizes the loop, and the plugin's copy of it is no new
   choice, priced as the target prices it (the predicated check once
   held it scalar, 4.7 times slower than stock on an Intel Xeon).  Under
   GCC 16, which stock leaves scalar, the check passes: its reads are a
   group's loads, one load dearer each at this tuning (4.8 times faster
   than stock vectorized).  Both vectorize it.  */
/* { dg-do compile } */
/* { dg-skip-if "GCC 11 emulates no gather and keeps the loop scalar" { vshape_gcc11 } } */
/* { dg-additional-options "-march=skylake-avx512 -fno-math-errno -fplugin-arg-libvshape-dump=vls -fdump-tree-vect-details" } */
#include "pred-cosine.h"
/* { dg-final { scan-function-dump cosines "loop vectorized using" "vect" } } */
/* { dg-final { scan-function-dump-not cosines "priced as the scalar loop" "vls" } } */
