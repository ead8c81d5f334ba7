/* predicate=analyze reports what it would move and changes nothing: GCC
   still refuses the loop at -march=haswell.  */
/* { dg-do compile } */
/* { dg-additional-options "-march=haswell -fplugin-arg-libvshape-predicate=analyze -fplugin-arg-libvshape-dump=vshape -fdump-tree-vect-details" } */

#include "pred-guarded.h"

/* { dg-final { scan-function-dump guarded ";; predicate: branch at pred-guarded.h:16 \\(Divergent\\), true arm: would move 1 operations, 2 selects" "vshape" } } */
/* { dg-final { scan-function-dump guarded "control flow in loop" "vect" } } */
