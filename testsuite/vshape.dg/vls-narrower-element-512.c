/* Index lanes from a narrower element, at 64-byte vectors: the int
   index vector has 16 lanes, and its elements, each held in a general
   register from its extraction to its load, cost more than the unpacks
   (point_field ran 0.91 to 0.97 times as fast so on a Zen 5 under
   GCC 16): the vls pass leaves GCC's extractions.  */
/* { dg-do compile } */
/* { dg-additional-options "-march=x86-64-v4 -mprefer-vector-width=512 -fno-math-errno -fplugin-arg-libvshape-dump=vls" } */

#include "vls-narrower-element.h"

/* { dg-final { scan-function-dump converted_index ";; lanes left extracted: 8 of vect_\[^,\]+, from a 16-lane vector with 1 operations each, cost more" "vls" { target vshape_emulated_double_gathers } } } */
