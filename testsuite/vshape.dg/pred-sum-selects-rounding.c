/* Under -frounding-math the selects of the sums stay: rounding toward
   -infinity makes +0.0 + -0.0 a -0.0, and the lanes outside the arm
   could turn a sum of +0.0 into -0.0 (pred_sum_selects.h).  The same
   loops as ../vshape.run/pred-sum-selects.c, which loses them.  */
/* { dg-do compile } */
/* { dg-additional-options "-march=haswell -fopenmp-simd -frounding-math -fplugin-arg-libvshape-dump=vls" } */

#include "../vshape.run/pred-sum-selects.h"

/* The loops are vectorized, their sums kept in registers.  */
/* { dg-final { scan-function-lines false_arm ";; vls: loop \[0-9\]+ at \[^\\n\]*: omp simd array D\\.\[0-9\]+ kept in registers" "vls" } } */
/* { dg-final { scan-tree-dump-not ";; predicate: sum " "vls" } } */
