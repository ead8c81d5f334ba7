/* Lanes from scalars only where they cost less than their extractions
   (vs_vls_scalar_lanes_pay): with AVX-512 the 16 lanes of hist's
   indices, three or four scalar operations each, stay extracted from
   their vector, whose few operations serve all 16.  The Zen 3 tuning
   with AVX-512 is what GCC 12 makes of -march=native on a Zen 4 or 5;
   GCC 11 emulates no gather.  */
/* { dg-do compile } */
/* { dg-additional-options "-march=znver3 -mavx512f -mavx512vl -mavx512bw -mavx512dq -mavx512cd -fopenmp-simd -fplugin-arg-libvshape-dump=vls" } */

#include "vls-scalar-lanes-cost.h"

/* { dg-final { vshape-in-versions "12 13 14 15 16" scan-function-lines hist ";; lanes left extracted: 16 of \[^,\]+, 3 operations each from scalars, cost more" "vls" } } */
/* { dg-final { vshape-in-versions "12 13 14 15 16" scan-function-lines hist ";; lanes left extracted: 16 of \[^,\]+, 4 operations each from scalars, cost more" "vls" } } */
/* { dg-final { scan-function-lines-not hist ";; lane from scalars" "vls" } } */
