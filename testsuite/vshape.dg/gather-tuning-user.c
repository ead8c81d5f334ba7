/* gather-addresses.h's omp simd kernel at -march=rocketlake with
   -mtune-ctrl naming a gather flag: the user's choice of gathers
   stands, the plugin opens none, and the dump says why.  GCC 11 does
   not if-convert the loop; GCC 12's rocketlake tuning has the gathers
   on.  */
/* { dg-do compile } */
/* { dg-skip-if "GCC 11 has no use_gather_2parts" { vshape_gcc11 } } */
/* { dg-additional-options "-march=rocketlake -mtune-ctrl=use_gather_2parts -fopenmp-simd -fplugin-arg-libvshape-dump=vls" } */

#define NAME(F) F
#define ATTR
#include "gather-addresses.h"

/* { dg-final { scan-function-lines half_forces ";; vls: cost client: gathers the tuning avoids stay closed to the omp simd loops' 6 masked accesses through an index: -mtune-ctrl names a gather flag" "vls" { target { ! { vshape_gcc11 || vshape_gcc12 } } } } } */
/* { dg-final { scan-function-lines-not half_forces ";; vls: cost client: gathers the tuning avoids are open" "vls" } } */
