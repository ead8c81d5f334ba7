/* A predicated loop that reads a point through an index (three adjacent
   gathers, a group) and three tables at computed indices (lone
   gathers), the shape of bench/kernels/point_field.c: at the Haswell
   tuning its lone gathers stay gathers (rewritten, lone gathers ran
   0.56 to 0.89 times as fast as stock on an Intel Xeon), and the
   predicated check prices each gathered read at three loads more (not
   four) and each read of the group's loads at 2.1, so the loop is
   vectorized under every GCC (it ran 1.07 to 1.41 times faster than
   stock on an AMD Zen 5; GCC 14, whose price refused it with three
   loads for the group's reads, 1.25 times).  */
/* { dg-do compile } */
/* { dg-additional-options "-march=haswell -fopenmp-simd -fopt-info-vec-optimized -fplugin-arg-libvshape-dump=vls" } */
/* { dg-prune-output "optimized: (?:vls|predicated|loop vectorized|epilogue|vshape: \[0-9\]+ vector stores)" } */

#include "pred-haswell-tables.h"

/* { dg-final { scan-cost-client {indexed 6 predicated pays} } } */
/* { dg-final { scan-function-dump field ";; vls: lone gather \[0-9\]+: not rewritten" "vls" } } */
/* { dg-final { scan-function-dump-not field ";; vls: lone gather \[0-9\]+: rewritten" "vls" } } */
