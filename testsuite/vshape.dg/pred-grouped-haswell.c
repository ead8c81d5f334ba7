/* The edge flux of pred-edges.h at -march=haswell, a tuning of both
   vendors' CPUs: a group's element takes the safer of Intel's grouped
   row (1%) and AMD's surcharge of a scalar load (200%, measured on an
   AMD Zen 5), no longer Intel's surcharge of a gathered read (210%).
   GCC 16's vector body then comes under 4/5 of the scalar loop (an
   Intel Xeon ran it 1.67 times faster than stock); GCC 12 to 15, whose
   vector bodies cost more, keep the loop scalar.  */
/* { dg-do compile } */
/* { dg-skip-if "GCC 11 neither gathers at this tuning nor emulates gathers: the loop stays scalar whatever its price" { vshape_gcc11 } } */
/* { dg-additional-options "-march=haswell -fno-math-errno -fplugin-arg-libvshape-dump=vls -fdump-tree-vect-details" } */

#include "pred-edges.h"

/* { dg-final { vshape-in-versions "16" scan-cost-client {mode V8SI vf 8 gathers 8 grouped 8 groups 4 indexed 8 predicated pays} } } */
/* { dg-final { vshape-in-versions "16" scan-function-dump edges "loop vectorized using 32 byte vectors" "vect" } } */
/* { dg-final { vshape-in-versions "12 13 14 15" scan-cost-client {mode V8SI vf 8 gathers 8 grouped 8 groups 4 indexed 8 predicated scalar} } } */
/* { dg-final { vshape-in-versions "12 13 14 15" scan-function-dump-not edges "loop vectorized" "vect" } } */
