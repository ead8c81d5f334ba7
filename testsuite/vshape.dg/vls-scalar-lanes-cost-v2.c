/* Lanes from scalars where they cost less than their extractions
   (vs_vls_scalar_lanes_pay): with SSE a vector holds 2 or 4 lanes, too
   few to share their vector operations, and the lanes of power_table (2
   doubles, up to four operations) and of hist (4 floats) are computed
   from scalars.  GCC 11 emulates no gather; GCC 12 and 13 leave hist
   scalar (no scatter).  */
/* { dg-do compile } */
/* { dg-additional-options "-march=x86-64-v2 -fopenmp-simd -fplugin-arg-libvshape-dump=vls" } */

#include "vls-scalar-lanes-cost.h"

/* { dg-final { vshape-in-versions "12 13 14 15 16" scan-function-lines power_table ";; lane from scalars" "vls" } } */
/* { dg-final { vshape-in-versions "14 15 16" scan-function-lines hist ";; lane from scalars" "vls" } } */
/* { dg-final { scan-tree-dump-not ";; lanes left extracted" "vls" } } */
