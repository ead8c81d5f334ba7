/* The edge flux of pred-edges.h at -march=x86-64-v4 (the generic
   tuning): its four pairs' elements cost a load more each at 64 bytes
   (the scalar loads' 1000% there: 64-byte predicated loops ran about
   0.9 of the 32-byte ones on an Intel Xeon), less at 32 bytes.  Under
   GCC 16, whose if-conversion refuses the guarded square root, the
   check holds the 64-byte loop scalar and the 32-byte one pays (2.06
   times faster than stock on that Xeon); GCC 12 to 15 convert the
   branch themselves with AVX-512 masks, and the target's price
   stands.  */
/* { dg-do compile } */
/* { dg-skip-if "GCC 11 neither gathers at the generic tuning nor emulates gathers: the loop stays scalar whatever its price" { vshape_gcc11 } } */
/* { dg-additional-options "-march=x86-64-v4 -fno-math-errno -fplugin-arg-libvshape-dump=vls -fdump-tree-vect-details" } */

#include "pred-edges.h"

/* { dg-final { vshape-in-versions "16" scan-tree-dump ";; vls: cost client: loop \[0-9\]+, V\[0-9\]+\[A-Z\]+, VF 16: 8 gathers, 8 in 4 groups; \[^\\n\]*; predicated: vector body \[0-9\]+ with its 8 indexed loads as slow as measured, against scalar \[0-9\]+: not a fifth cheaper, priced as the scalar loop" "vls" } } */
/* { dg-final { vshape-in-versions "16" scan-tree-dump ";; vls: cost client: loop \[0-9\]+, V\[0-9\]+\[A-Z\]+, VF 8: 8 gathers, 8 in 4 groups; \[^\\n\]*; predicated: vector body \[0-9\]+ with its 8 indexed loads as slow as measured, against scalar \[0-9\]+: the vector loop pays" "vls" } } */
/* { dg-final { vshape-in-versions "16" scan-tree-dump-not "loop vectorized using 64 byte vectors" "vect" } } */
/* { dg-final { scan-tree-dump "loop vectorized using 32 byte vectors" "vect" } } */
