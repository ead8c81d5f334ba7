/* Index lanes from scalars: where GCC emulates a gather (-march=haswell
   with gathers off) and takes each lane's offset from a vector (the
   index loaded as a vector, scaled, unpacked to 64 bits, then each
   element moved to a general register), the vls pass computes the
   offset from the index element and the scalar arithmetic the address
   absorbs, and says so in its dump (int_fields; type_tables, whose
   index vector is built of gathered scalars: no unpack of it is
   left).  It does so where the index array may be written between
   the vector load and the gather too (store_between): the element is
   the loaded vector's, which the run tests check with the index array
   overwritten.  A group's own lane addresses are built the same way,
   so long_coords keeps no extraction at all (GCC turns those of a
   vector load into scalar loads).  */
/* { dg-do compile } */
/* { dg-additional-options "-march=haswell -fvect-cost-model=unlimited -fplugin-arg-libvshape-dump=vls -fdump-tree-optimized" } */
/* { dg-additional-options "-mtune-ctrl=^use_gather_2parts,^use_gather_4parts,^use_gather" { target { ! vshape_gcc11 } } } */
/* { dg-additional-options "-mtune-ctrl=^use_gather" { target vshape_gcc11 } } */

#include "vls-scalar-lanes.h"

/* { dg-final { scan-function-dump int_fields ";; lane from scalars: _\[0-9\]+ was element 3 of vect_" "vls" { target vshape_emulated_double_gathers } } } */
/* { dg-final { scan-function-dump type_tables ";; lane from scalars: _\[0-9\]+ was element 3 of vect_" "vls" { target vshape_emulated_double_gathers } } } */
/* { dg-final { scan-function-dump store_between ";; lane from scalars: _\[0-9\]+ was element 3 of vect_" "vls" { target vshape_emulated_double_gathers } } } */
/* { dg-final { scan-function-dump-not type_tables "\\\[vec_unpack_(?:lo|hi)_expr\\\]" "optimized" } } */
/* { dg-final { scan-function-dump-not long_coords "BIT_FIELD_REF <vect_" "optimized" } } */
