// The loops of ../vshape.run/promote-simd-sums.h built as C++ at
// -march=haswell: each vectorized loop keeps its omp simd sums in
// registers, and the sums (and for quotient_sums the floating-point
// flags) are the reference loops'.
// { dg-do run { target avx2_runtime } }
// { dg-do compile { target { ! avx2_runtime } } }
// { dg-additional-options "-march=haswell -fopenmp-simd -fchecking -fplugin-arg-libvshape-dump=vls" }

#include "../vshape.run/promote-simd-sums.h"

// { dg-final { scan-tree-dump-times ";; vls: loop \[0-9\]+ at \[^\\n\]*: omp simd array D\\.\[0-9\]+ kept in registers: \[0-9\]+ locations? of vector\\(4\\) double" 5 "vls" } }
// GCC 11 does not vectorize table_sum (no gather with a byte index).
// { dg-final { scan-tree-dump-times ";; vls: loop \[0-9\]+ at \[^\\n\]*: omp simd array D\\.\[0-9\]+ kept in registers: \[0-9\]+ locations? of vector\\(8\\) int" 2 "vls" { target { ! vshape_gcc11 } } } }
// { dg-final { scan-tree-dump-times ";; vls: loop \[0-9\]+ at \[^\\n\]*: omp simd array D\\.\[0-9\]+ kept in registers: \[0-9\]+ locations? of vector\\(8\\) int" 1 "vls" { target vshape_gcc11 } } }
// branch_sums, one gathered read, is vectorized at haswell (as in the
// C test).
// { dg-final { scan-function-lines branch_sums ";; vls: loop \[0-9\]+ at \[^\\n\]*: omp simd array D\\.\[0-9\]+ kept in registers: \[0-9\]+ locations? of vector\\(4\\) double" "vls" } }
// quotient_sums's sums lose the selects of their predication.
// { dg-final { scan-tree-dump ";; predicate: sum \[^ \]+: the lanes outside its branch subtract \\+0\\.0, its two selects go" "vls" } }
// { dg-final { scan-tree-dump ";; predicate: sum \[^ \]+: the lanes outside its branch add -0\\.0, its two selects go" "vls" } }
// The scalar copies of quotient_sums's and branch_sums's vector loops
// run the program's branch.
// { dg-final { scan-function-lines quotient_sums ";; predicate: rewrite \[0-9\]+: undone in the copy of loop \[0-9\]+ that runs scalar" "vls" } }
// { dg-final { scan-function-lines branch_sums ";; predicate: rewrite \[0-9\]+: undone in the copy of loop \[0-9\]+ that runs scalar" "vls" } }
