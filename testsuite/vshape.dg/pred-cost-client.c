/* The cost client leaves predication's guard and selects out of the
   scalar loop's cost, which the vector body must beat: the program's
   scalar loop does not have them.  The vector body still pays for them.
   (GCC 11 dumps the scalar costs "in body", later GCCs "in
   prologue".)  */
/* { dg-do compile } */
/* { dg-additional-options "-march=haswell -fdump-tree-vect-details" } */

#include "pred-guarded.h"

/* { dg-final { scan-function-dump guarded "__vshape_guard_t_\[0-9_\]+ \\? x_\[0-9\]+ : 1.0e\\+0 1 times scalar_stmt costs 0 in (?:prologue|body)" "vect" } } */
/* { dg-final { scan-function-dump guarded "__vshape_safe_\[0-9_\]+ / __vshape_safe_\[0-9_\]+ 1 times scalar_stmt costs \[1-9\]\[0-9\]* in (?:prologue|body)" "vect" } } */
/* { dg-final { scan-function-dump guarded "loop vectorized" "vect" } } */
