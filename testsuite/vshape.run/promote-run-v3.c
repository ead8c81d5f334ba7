/* The loops of promote-kernels.h at -march=x86-64-v3, where both rows
   are promoted (the dump shows it): results and floating-point flags
   equal the loops' without the plugin's passes, whether the result
   overlaps the inputs or not.  */
/* { dg-do run { target avx2_runtime } } */
/* { dg-do compile { target { ! avx2_runtime } } } */
/* { dg-additional-options "-march=x86-64-v3 -ffp-contract=off -fplugin-arg-libvshape-dump=vshape" } */

#include "promote-kernels.h"

/* { dg-final { scan-function-lines block_row_got ";; promote: loop \[0-9\]+ at \[^\\n\]*: 2 locations \[^\\n\]* kept in registers: 1 range checked at each iteration, 1 before the loop" "vshape" } } */
/* { dg-final { scan-function-lines block_row_add_got ";; promote: loop \[0-9\]+ at \[^\\n\]*: 2 locations \[^\\n\]* kept in registers: 1 range checked at each iteration, 1 before the loop" "vshape" } } */
