/* A private written at data-dependent indices: AVX2 has no scatter, so
   GCC 12 leaves the SIMD loop scalar even with the SOA layout.  The vls
   pass undoes the rewrite, and the scalar loop gets the one contiguous
   copy of the private that stock GCC gives it: no SOA array is left.  */
/* { dg-do compile } */
/* { dg-additional-options "-march=haswell -fopenmp-simd -fplugin-arg-libvshape-dump=vshape,vls -fdump-tree-vect-details -fdump-tree-optimized" } */

#include "soa-hist.h"

/* { dg-final { scan-tree-dump-times ";; soa: h: rewritten to soa\[.0-9\]* float\\\[16\\\]\\\[\[0-9\]+\\\]" 1 "vshape" } } */
/* { dg-final { scan-tree-dump "vectorized 0 loops in function" "vect" } } */
/* { dg-final { scan-tree-dump-times ";; soa: h: rewrite undone: loop not vectorized, back to one copy h\\.\[0-9\]+ float\\\[16\\\]" 1 "vls" } } */
/* { dg-final { scan-tree-dump-not "soa\\." "optimized" } } */
