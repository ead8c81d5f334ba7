/* Index lanes from a narrower element: at -march=x86-64-v3 GCC emulates
   the gathers of double tables, taking each lane's 64-bit offset from
   the int index vector unpacked to 64 bits.  Where the lane cannot be
   computed from scalars (an int conversion of a double, the sum of two
   loaded vectors), the vls pass takes the int element itself and does
   the rest (the mask of converted_index; a product, a sum and a mask in
   hashed_index) in scalar arithmetic, the unpacks gone: point_field ran
   1.06 to 1.07 times faster so under GCC 12 to 16 on a Zen 5.  Four
   operations per lane (shifted_index) stay in vector registers.  */
/* { dg-do compile } */
/* { dg-additional-options "-march=x86-64-v3 -fno-math-errno -fplugin-arg-libvshape-dump=vls -fdump-tree-optimized" } */

#include "vls-narrower-element.h"

/* { dg-final { scan-function-dump converted_index ";; lane from a narrower element: _\[0-9\]+ was element 3 of vect_" "vls" { target vshape_emulated_double_gathers } } } */
/* { dg-final { scan-function-dump-not converted_index "\\\[vec_unpack_(?:lo|hi)_expr\\\]" "optimized" } } */
/* { dg-final { scan-function-dump summed_index ";; lane from a narrower element: _\[0-9\]+ was element 3 of vect_" "vls" { target vshape_emulated_double_gathers } } } */
/* { dg-final { scan-function-dump-not summed_index "\\\[vec_unpack_(?:lo|hi)_expr\\\]" "optimized" } } */
/* { dg-final { scan-function-dump hashed_index ";; lane from a narrower element: _\[0-9\]+ was element 3 of vect_" "vls" { target vshape_emulated_double_gathers } } } */
/* { dg-final { scan-function-dump shifted_index ";; lanes left extracted: 4 of vect_\[^,\]+, from a 8-lane vector with 4 operations each, cost more" "vls" { target vshape_emulated_double_gathers } } } */
