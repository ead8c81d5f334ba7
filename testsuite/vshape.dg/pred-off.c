/* predicate=off leaves a guarded division in its branch: GCC refuses the
   loop at -march=haswell, as without the plugin; predicate=analyze would
   report it, off says nothing.  */
/* { dg-do compile } */
/* { dg-additional-options "-march=haswell -fplugin-arg-libvshape-predicate=off -fplugin-arg-libvshape-dump=vshape -fdump-tree-vect-details" } */

#include "pred-guarded.h"

/* { dg-final { scan-function-dump-not guarded ";; predicate:" "vshape" } } */
/* { dg-final { scan-function-dump guarded "control flow in loop" "vect" } } */
