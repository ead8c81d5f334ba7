/* Without -ftrapping-math an addition done on every bin raises nothing
   the loop would not: the float bins' updates are swept whole, as the
   int histogram's.  */
/* { dg-do compile } */
/* { dg-additional-options "-march=haswell -fopenmp-simd -fno-trapping-math -fplugin-arg-libvshape-dump=vshape" } */

#include "soa-sweep-kernels.h"

/* { dg-final { scan-function-lines float_bins ";; soa: h: 2 data-dependent writes \\(2 updates\\) over 8 elements: sweep \[0-9\]+: swept" "vshape" } } */
