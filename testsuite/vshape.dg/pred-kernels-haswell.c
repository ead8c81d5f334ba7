/* The kernels of the predication run test at -march=haswell: the vshape
   dump names each arm, what moved (before the branch, or after it when
   the branch loads the operands) and how many operands are selected;
   the vls dump keeps each rewrite whose loop GCC vectorized and undoes
   the integer divisions' (x86 has no vector integer division), after
   which no mark of them is left.  In the ratio, safe values chosen per
   value (px 1, qx 0: a difference of 1) leave the division's operands
   unselected: 8 selects, not the 10 of ones everywhere.  */
/* { dg-do compile } */
/* { dg-additional-options "-march=haswell -ffp-contract=off -fno-math-errno -fplugin-arg-libvshape-dump=vshape,vls -fdump-tree-vect-details -fdump-tree-optimized" } */

#include "../vshape.run/pred-kernels.h"

/* { dg-final { scan-function-dump ratio_got ";; predicate: branch at pred-kernels.h:\[0-9\]+ \\(Divergent\\), false arm: moved 8 operations, 8 selects" vshape } } */
/* { dg-final { scan-function-dump ratio_got ";; predicate:   division iftmp\[.0-9_\]* = _\[0-9\]+ / _\[0-9\]+" vshape } } */
/* { dg-final { scan-function-dump guarded_div_got ";; predicate: branch at \[^\n\]*, true arm: moved 1 operations, 2 selects" vshape } } */
/* { dg-final { scan-function-dump diamond_got "true arm: moved 1 operations, 2 selects\n;; predicate:   division \[^\n\]*\n;; predicate: branch at \[^\n\]*false arm: moved 1 operations, 2 selects" vshape } } */
/* { dg-final { scan-function-dump float_scale_got "true arm: moved 2 operations, 2 selects" vshape } } */
/* { dg-final { scan-function-dump sqrt_diff_got ";; predicate:   square root r_\[0-9\]+ = __builtin_sqrt" vshape } } */
/* { dg-final { scan-function-dump int_div_got ";; predicate:   integer division" vshape } } */
/* { dg-final { scan-function-dump loaded_div_got "true arm: moved 1 operations after the arm, 2 selects" vshape } } */
/* { dg-final { scan-function-dump loaded_ratio_got "false arm: moved 3 operations after the arm, 3 selects" vshape } } */
/* { dg-final { scan-function-dump loaded_int_div_got "true arm: moved 2 operations after the arm, 2 selects" vshape } } */
/* { dg-final { scan-function-dump nested_div_got "true arm inside an arm: moved 1 operations, 2 selects" vshape } } */
/* { dg-final { scan-function-dump nested_div_got "true arm: moved 4 operations, 3 selects, and the comparison it ends in on safe operands" vshape } } */
/* { dg-final { scan-function-dump-not ratio_want ";; predicate:" vshape } } */

/* { dg-final { scan-function-dump ratio_got "loop vectorized" vect } } */
/* { dg-final { scan-function-dump guarded_div_got "loop vectorized" vect } } */
/* { dg-final { scan-function-dump diamond_got "loop vectorized" vect } } */
/* { dg-final { scan-function-dump float_scale_got "loop vectorized" vect } } */
/* { dg-final { scan-function-dump sqrt_diff_got "loop vectorized" vect } } */
/* { dg-final { scan-function-dump loaded_div_got "loop vectorized" vect } } */
/* { dg-final { scan-function-dump loaded_ratio_got "loop vectorized" vect } } */
/* { dg-final { scan-function-dump nested_div_got "loop vectorized" vect } } */

/* { dg-final { scan-function-dump ratio_got ";; predicate: rewrite \[0-9\]+ at pred-kernels.h:\[0-9\]+: kept: the loop was vectorized" vls } } */
/* { dg-final { scan-function-dump int_div_got ";; predicate: rewrite \[0-9\]+ at pred-kernels.h:\[0-9\]+: undone: the loop was not vectorized" vls } } */
/* { dg-final { scan-function-dump-not int_div_got "__vshape_" optimized } } */
/* { dg-final { scan-function-dump loaded_div_got ";; predicate: rewrite \[0-9\]+ \\(after the arm, in block \[0-9\]+\\): kept: the loop was vectorized" vls } } */
/* { dg-final { scan-function-dump loaded_int_div_got ";; predicate: rewrite \[0-9\]+ \\(after the arm, in block \[0-9\]+\\): undone: the loop was not vectorized" vls } } */
/* { dg-final { scan-function-dump-not loaded_int_div_got "__vshape_" optimized } } */
/* { dg-final { scan-function-dump-not nested_int_div_got "__vshape_" optimized } } */
