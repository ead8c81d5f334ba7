/* The sums of omp simd loops, which GCC keeps in omp simd arrays, are
   kept in registers across the vectorized loop, also where the loop
   gathers (GCC's store motion cannot see into a gather's builtin and
   leaves them in memory): the dump says so, and the sums are those of
   the same loops without the pragma, built without the vectorizer.  A
   branch's sum, a sum of products and an int sum, through an index or
   not (promote-simd-sums.h).  */
/* { dg-do run { target avx2_runtime } } */
/* { dg-do compile { target { ! avx2_runtime } } } */
/* { dg-additional-options "-march=haswell -fopenmp-simd -fchecking -fplugin-arg-libvshape-dump=vls" } */

#include "promote-simd-sums.h"

/* { dg-final { scan-function-lines gathered_sums ";; vls: loop \[0-9\]+ at \[^\\n\]*: omp simd array D\\.\[0-9\]+ kept in registers: \[0-9\]+ locations? of vector\\(4\\) double, \[0-9\]+ loaded before the loop, stored at its exit" "vls" } } */
/* branch_sums (one gathered read, a predicated branch's sum and count)
   is vectorized at -march=haswell, where it ran 1.29 times faster than
   stock on an AMD Zen 4: the surcharge of a loop's gathered read is
   three loads when it is the only one, a load more for each further
   gathered read (point_field's three, five loads each, stay scalar).  */
/* { dg-final { scan-function-lines branch_sums ";; vls: loop \[0-9\]+ at \[^\\n\]*: omp simd array D\\.\[0-9\]+ kept in registers: \[0-9\]+ locations? of vector\\(4\\) double" "vls" } } */
/* { dg-final { scan-function-lines branch_sums ";; vls: loop \[0-9\]+ at \[^\\n\]*: omp simd array D\\.\[0-9\]+ kept in registers: \[0-9\]+ locations? of vector\\(8\\) int" "vls" } } */
/* The scalar loop after branch_sums's vector loop takes its branch back,
   and the sums' accesses in it: those stay in memory.  */
/* { dg-final { scan-function-lines branch_sums ";; predicate: rewrite \[0-9\]+: undone in the copy of loop \[0-9\]+ that runs scalar" "vls" } } */
/* { dg-final { scan-function-lines split_sum ";; vls: loop \[0-9\]+ at \[^\\n\]*: omp simd array D\\.\[0-9\]+ stays in memory: accesses in more than one block" "vls" } } */
/* { dg-final { scan-function-lines branch_sums ";; vls: loop \[0-9\]+ at \[^\\n\]*: omp simd array D\\.\[0-9\]+ stays in memory: its block does not run at every iteration" "vls" } } */
/* quotient_sums's two sums lose the selects of their predication: the
   product's factor and the quotient are zeroed where the branch is not
   taken.  */
/* { dg-final { scan-function-lines quotient_sums ";; predicate: sum \[^ \]+: the lanes outside its branch subtract \\+0\\.0, its two selects go" "vls" } } */
/* { dg-final { scan-function-lines quotient_sums ";; predicate: sum \[^ \]+: the lanes outside its branch add -0\\.0, its two selects go" "vls" } } */
/* GCC 11 does not vectorize table_sum (no gather with a byte index).  */
/* { dg-final { scan-function-lines table_sum ";; vls: loop \[0-9\]+ at \[^\\n\]*: omp simd array D\\.\[0-9\]+ kept in registers: \[0-9\]+ locations? of vector\\(8\\) int" "vls" { target { ! vshape_gcc11 } } } } */
