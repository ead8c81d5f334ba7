/* A SIMD loop (omp simd) that predication hands to the cost model, which
   finds it too dear (six indexed reads for one division): it stays
   scalar, the rewrite is taken back and the loop is an omp simd loop
   again, as without the plugin.  So GCC still does not unroll it after
   the vectorizer (PRED_INDEXED_N: eight iterations, which it would
   unroll completely otherwise) and does not warn that the
   vectorization of a SIMD loop did not happen.  */
/* { dg-do compile } */
/* { dg-additional-options "-march=haswell -fopenmp-simd -Wopenmp-simd -DPRED_INDEXED_SIMD -DPRED_INDEXED_N=8 -fplugin-arg-libvshape-dump=vls -fdump-tree-vect-details -fdump-tree-cunroll-details" } */

#include "pred-indexed.h"

/* { dg-final { scan-function-lines many ";; predicate: rewrite \[0-9\]+ \[^\\n\]*: undone: the loop was not vectorized" "vls" } } */
/* { dg-final { scan-function-dump-not many "loop vectorized" "vect" } } */
/* { dg-final { scan-function-dump-not many "completely unrolled" "cunroll" } } */
