/* Without the cost client (vls-cost=off), nothing
   checks the price of a loop predication would make vectorizable, and a
   vector loop that reads through indices can run slower than the scalar
   one where gathers are slow.  So a loop that reads through an index is
   left alone (with a missed remark at the read: pred-price-remark.c),
   even the mesh ratio FEW, which the cost client lets through
   (pred-price.c).  A loop without one is still predicated
   (pred-guarded.h).  */
/* { dg-do compile } */
/* { dg-additional-options "-march=haswell -fplugin-arg-libvshape-vls-cost=off -fplugin-arg-libvshape-dump=vshape -fdump-tree-vect-details" } */

#include "pred-indexed.h"
#include "pred-guarded.h"

/* { dg-final { scan-function-dump few ";; predicate: loop \[0-9\]+ left alone: it reads through an index at pred-indexed.h:\[0-9\]+, and the cost client is off" vshape } } */
/* { dg-final { scan-function-dump many ";; predicate: loop \[0-9\]+ left alone: it reads through an index" vshape } } */
/* { dg-final { scan-function-dump-not few "loop vectorized" vect } } */
/* { dg-final { scan-function-dump guarded ";; predicate: branch at pred-guarded.h:\[0-9\]+ \\(Divergent\\), true arm: moved 1 operations" vshape } } */
/* { dg-final { scan-function-dump guarded "loop vectorized" vect } } */
