/* The cost client holds a loop predication made vectorizable to a
   stricter price: each element read through an index costs several
   loads more, and the vector body must be a fifth cheaper than the
   scalar loop.  FEW (two indexed reads for a division) passes and is
   vectorized; MANY (six) does not: it stays scalar and its rewrite is
   taken back.  */
/* { dg-do compile } */
/* { dg-additional-options "-march=haswell -fplugin-arg-libvshape-dump=vls -fdump-tree-vect-details" } */

#include "pred-indexed.h"

/* { dg-final { scan-cost-client {function few mode V8SI vf 8 indexed 2 predicated pays} } } */
/* { dg-final { scan-function-dump few "loop vectorized" "vect" } } */
/* { dg-final { scan-cost-client {function many mode V8SI vf 8 indexed 6 predicated scalar} } } */
/* { dg-final { scan-function-lines many ";; predicate: rewrite \[0-9\]+ \[^\n\]*: undone: the loop was not vectorized" "vls" } } */
/* { dg-final { scan-function-dump-not many "loop vectorized" "vect" } } */
