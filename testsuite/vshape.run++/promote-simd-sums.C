// The loops of ../vshape.run/promote-simd-sums.h built as C++ at
// -march=haswell: each vectorized loop keeps its omp simd sums in
// registers, and the sums (and for quotient_sums the floating-point
// flags) are the reference loops'.
// { dg-do run { target avx2_runtime } }
// { dg-do compile { target { ! avx2_runtime } } }
// { dg-additional-options "-march=haswell -fopenmp-simd -fchecking -fplugin-arg-libvshape-dump=vls" }

#include "../vshape.run/promote-simd-sums.h"

// Every vectorized loop but branch_sums's (below).
// { dg-final { scan-tree-dump-times ";; vls: loop \[0-9\]+ at \[^\\n\]*: omp simd array D\\.\[0-9\]+ kept in registers: \[0-9\]+ locations? of vector\\(4\\) double" 4 "vls" } }
// GCC 11 does not vectorize table_sum (no gather with a byte index).
// { dg-final { scan-tree-dump-times ";; vls: loop \[0-9\]+ at \[^\\n\]*: omp simd array D\\.\[0-9\]+ kept in registers: \[0-9\]+ locations? of vector\\(8\\) int" 1 "vls" { target { ! vshape_gcc11 } } } }
// A known gap, as in the C test: branch_sums ran 1.29 times faster
// than stock vectorized on an AMD Zen 4 at -march=haswell, but the
// surcharge per gathered read that keeps point_field scalar there
// holds it scalar too.
// { dg-final { scan-function-lines branch_sums ";; vls: loop \[0-9\]+ at \[^\\n\]*: omp simd array D\\.\[0-9\]+ kept in registers: \[0-9\]+ locations? of vector\\(4\\) double" "vls" { xfail *-*-* } } }
// { dg-final { scan-function-lines branch_sums ";; vls: loop \[0-9\]+ at \[^\\n\]*: omp simd array D\\.\[0-9\]+ kept in registers: \[0-9\]+ locations? of vector\\(8\\) int" "vls" { xfail *-*-* } } }
// quotient_sums's sums lose the selects of their predication.
// { dg-final { scan-tree-dump ";; predicate: sum \[^ \]+: the lanes outside its branch subtract \\+0\\.0, its two selects go" "vls" } }
// { dg-final { scan-tree-dump ";; predicate: sum \[^ \]+: the lanes outside its branch add -0\\.0, its two selects go" "vls" } }
// The scalar copy of quotient_sums's vector loop runs the program's
// branch (and so would branch_sums's, the gap above).
// { dg-final { scan-function-lines quotient_sums ";; predicate: rewrite \[0-9\]+: undone in the copy of loop \[0-9\]+ that runs scalar" "vls" } }
// { dg-final { scan-function-lines branch_sums ";; predicate: rewrite \[0-9\]+: undone in the copy of loop \[0-9\]+ that runs scalar" "vls" { xfail *-*-* } } }
