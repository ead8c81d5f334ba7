/* The FIR filters of promote-fir.h at -march=x86-64-v2, without FMA:
   no multiply-add can fuse, so both promoted tap loops are vectorized,
   the floats' as an in-order sum; results and floating-point flags equal
   the reference's whether y overlaps c and x or not.  */
/* { dg-do run } */
/* { dg-additional-options "-march=x86-64-v2 -fplugin-arg-libvshape-dump=vshape -fdump-tree-vect-optimized" } */

#include "promote-fir.h"

/* { dg-final { scan-function-dump-not fir_f_got "not vectorized" "vshape" } } */
/* { dg-final { scan-function-dump fir_f_got "loop vectorized using" "vect" } } */
/* { dg-final { scan-function-dump fir_i_got "loop vectorized using" "vect" } } */
/* { dg-final { scan-function-dump conv_f_got "loop vectorized using" "vect" } } */
