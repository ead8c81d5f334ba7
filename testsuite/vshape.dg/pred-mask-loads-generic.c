/* The half-list loop of pred-redirect.h at -march=x86-64-v3, whose
   generic tuning keeps gather instructions off: the vectorizer emulates
   gathers there, but no masked one, so the redirected reads of j's type
   and of the table stay redirects (masked loads would cost the loop its
   vector form), and the dump says why.  */
/* { dg-do compile } */
/* { dg-additional-options "-march=x86-64-v3 -fopenmp-simd -fchecking -fplugin-arg-libvshape-dump=mask-loads" } */

#include "pred-redirect.h"

/* { dg-final { scan-function-dump half_forces ";; predicate: loop \[^\n\]*pred-redirect.h:\[0-9\]+: 2 redirected loads kept: the tuning keeps gather instructions off, and the vectorizer emulates no masked gather" mask-loads } } */
/* { dg-final { scan-function-dump-not half_forces "made masked loads" mask-loads } } */
