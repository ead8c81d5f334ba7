/* At -march=skylake, a tuning of Intel's CPUs alone, the arithmetic of
   pred-sink-store.h's branches moves after them and their stores after
   it, under the branch's condition: GCC then vectorizes both loops with
   masked loads and stores (and, for the pair, masked gathers), which it
   refuses without the plugin (bench masked_pairs: 2.7 times faster than
   stock on an Intel Xeon).  GCC 13 to 16 gather nothing at this tuning
   (Intel's gather data sampling fix made gathers slow there): the
   pair's loop stays scalar, and its rewrite is taken back.  -fchecking
   verifies the new block of stores and its virtual operands.  */
/* { dg-do compile } */
/* { dg-skip-if "GCC 11 masks no gather at this tuning" { vshape_gcc11 } } */
/* { dg-additional-options "-march=skylake -fchecking -fplugin-arg-libvshape-dump=vshape,vls -fdump-tree-vect-details" } */

#include "pred-sink-store.h"

/* { dg-final { scan-function-dump guarded_quotient ";; predicate: branch at pred-sink-store.h:\[0-9\]+ \\(Divergent\\), true arm: moved 1 operations after the arm, 2 selects, the stores of their results after them under the branch's condition" vshape } } */
/* { dg-final { scan-function-dump masked_pair ";; predicate: branch at pred-sink-store.h:\[0-9\]+ \\(Divergent\\), true arm: moved 2 operations after the arm, 2 selects, the stores of their results after them under the branch's condition" vshape } } */
/* { dg-final { vshape-in-versions "12" scan-tree-dump-times "loop vectorized using 32 byte vectors" 2 "vect" } } */
/* { dg-final { vshape-in-versions "12" scan-tree-dump-not "undone: the loop was not vectorized" "vls" } } */
/* { dg-final { vshape-in-versions "13 14 15 16" scan-tree-dump-times "loop vectorized using 32 byte vectors" 1 "vect" } } */
/* { dg-final { vshape-in-versions "13 14 15 16" scan-function-dump masked_pair ";; predicate: rewrite \[0-9\]+ .after the arm, in block \[0-9\]+.: undone: the loop was not vectorized" vls } } */
/* { dg-final { vshape-in-versions "13 14 15 16" scan-function-dump guarded_quotient ";; predicate: rewrite \[0-9\]+ .after the arm, in block \[0-9\]+.: kept: the loop was vectorized" vls } } */
