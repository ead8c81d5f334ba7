/* An int or short index of a table of doubles, or of a struct array's
   double fields, is converted to sizetype's width in a statement of its
   own (the vshape dump names each), where the target has no gather
   instruction for it (-march=haswell with gathers off): GCC then
   analyses the gathers, which it refused before ("not suitable for
   gather load").  Floats, a long index and an index the loop follows
   are left alone.  */
/* { dg-do compile } */
/* { dg-additional-options "-march=haswell -fvect-cost-model=unlimited -fplugin-arg-libvshape-dump=vshape -fdump-tree-vect-details" } */
/* { dg-additional-options "-mtune-ctrl=^use_gather_2parts,^use_gather_4parts,^use_gather" { target { ! vshape_gcc11 } } } */
/* { dg-additional-options "-mtune-ctrl=^use_gather" { target vshape_gcc11 } } */

#include "vls-wide-index.h"

/* { dg-final { scan-function-dump-times table_pair ";; wide index: t_\[0-9\]+ of _\[0-9\]+ = (?:eps|sig)\\\[__vshape_wide_\[0-9\]+\\\];" 2 "vshape" } } */
/* { dg-final { scan-function-dump-times struct_fields ";; wide index: j_\[0-9\]+ of _\[0-9\]+ = atoms\\\[__vshape_wide_\[0-9\]+\\\]\\.\[xz\];" 2 "vshape" } } */
/* { dg-final { scan-function-dump-times short_index ";; wide index: _\[0-9\]+ of _\[0-9\]+ = wide_table\\\[__vshape_wide_\[0-9\]+\\\];" 1 "vshape" } } */
/* { dg-final { scan-tree-dump-times ";; wide index: " 5 "vshape" } } */
/* { dg-final { scan-tree-dump-not "not suitable for gather load" "vect" { target vshape_emulated_double_gathers } } } */
/* { dg-final { scan-function-dump table_pair "optimized: loop vectorized" "vect" { target vshape_emulated_double_gathers } } } */
/* { dg-final { scan-function-dump struct_fields "optimized: loop vectorized" "vect" { target vshape_emulated_double_gathers } } } */
