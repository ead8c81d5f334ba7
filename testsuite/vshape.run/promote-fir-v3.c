/* The FIR filters of promote-fir.h at -march=x86-64-v3 (FMA), GCC's
   default -ffp-contract=fast: the tap loops promoted, the filters'
   checked once before the loop over outputs (c's and x's ranges over
   every output), the convolutions' before each tap loop (x, read
   backwards, over the range below its first address); the ints' then
   vectorized, the floats' kept scalar so that their multiply-adds fuse
   as in stock's code (vectorized, the sum rounded each product apart
   and the results differed from stock's); results and floating-point
   flags equal the reference's whether y overlaps c and x or not.  */
/* { dg-do run { target avx2_runtime } } */
/* { dg-do compile { target { ! avx2_runtime } } } */
/* { dg-additional-options "-march=x86-64-v3 -fplugin-arg-libvshape-dump=vshape -fdump-tree-vect-optimized" } */

#include "promote-fir.h"

/* { dg-final { scan-function-lines fir_f_got ";; promote: loop \[0-9\]+ at \[^\\n\]*: 1 location \[^\\n\]* kept in registers: 0 ranges checked at each iteration, 2 before the enclosing loop\n;; promote: loop \[0-9\]+ not vectorized: the scalar loop's multiply-adds may be fused" "vshape" } } */
/* { dg-final { scan-function-lines fir_i_got ";; promote: loop \[0-9\]+ at \[^\\n\]*: 1 location \[^\\n\]* kept in registers: 0 ranges checked at each iteration, 2 before the enclosing loop\n" "vshape" } } */
/* { dg-final { scan-function-dump-not fir_i_got "not vectorized" "vshape" } } */
/* { dg-final { scan-function-dump fir_i_got "loop vectorized using" "vect" } } */
/* { dg-final { scan-function-dump-not fir_f_got "loop vectorized using" "vect" } } */
/* { dg-final { scan-function-lines conv_f_got ";; promote: loop \[0-9\]+ at \[^\\n\]*: 1 location \[^\\n\]* kept in registers: 0 ranges checked at each iteration, 2 before the loop\n;; promote: loop \[0-9\]+ not vectorized" "vshape" } } */
/* { dg-final { scan-function-dump conv_i_got "kept in registers: 0 ranges checked at each iteration, 2 before the loop" "vshape" } } */
/* { dg-final { scan-function-dump conv_i_got "loop vectorized using" "vect" } } */
