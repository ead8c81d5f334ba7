/* A predicated loop that reads a point through an index (three adjacent
   gathers, a group) and three tables at computed indices (lone
   gathers), the shape of bench/kernels/point_field.c.  At the Haswell
   tuning its lone gathers stay gathers (rewritten, lone gathers ran
   0.56 to 0.89 times as fast as stock on an Intel Xeon).  Vectorized
   with them, the loop ran 1.07 to 1.41 times faster than stock on an
   AMD Zen 5 but 0.80 times as fast on a Zen 4; the Zen 4's surcharge of
   three loads for a loop's only gathered read and one more for each
   further one, five loads for each of these three, keeps it scalar
   under every GCC, and its predication is taken back.  */
/* { dg-do compile } */
/* { dg-additional-options "-march=haswell -fopenmp-simd -fopt-info-vec-optimized -fplugin-arg-libvshape-dump=vls" } */
/* { dg-prune-output "optimized: (?:vls|predicated|loop vectorized|epilogue|vshape: \[0-9\]+ vector stores)" } */

#include "pred-haswell-tables.h"

/* { dg-final { scan-cost-client {indexed 6 predicated scalar} } } */
/* { dg-final { scan-function-dump field "predicated: vector body \[0-9\]+ with its 6 indexed loads as slow as measured, against scalar \[0-9\]+: not a fifth cheaper, priced as the scalar loop \\(3 of them gathered, each element at 500%\\)" "vls" } } */
/* { dg-final { scan-function-lines field ";; predicate: rewrite \[0-9\]+ \[^\n\]*: undone: the loop was not vectorized" "vls" } } */
/* { dg-final { scan-function-dump-not field ";; vls: lone gather \[0-9\]+: rewritten" "vls" } } */
