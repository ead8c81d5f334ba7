/* Where the target gathers doubles through int offsets (-march=haswell,
   gathers on), GCC takes the narrow index itself: the tables at a scale
   of 8 are left alone.  The struct fields, at a scale of 24 that no
   gather instruction has, are still widened.  */
/* { dg-do compile } */
/* { dg-additional-options "-march=haswell -mtune=haswell -fplugin-arg-libvshape-dump=vshape" } */

#include "vls-wide-index.h"

/* { dg-final { scan-function-dump-times struct_fields ";; wide index: j_\[0-9\]+ of _\[0-9\]+ = atoms\\\[__vshape_wide_\[0-9\]+\\\]\\.\[xz\];" 2 "vshape" } } */
/* { dg-final { scan-tree-dump-times ";; wide index: " 2 "vshape" } } */
