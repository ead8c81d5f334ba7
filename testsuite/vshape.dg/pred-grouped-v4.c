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

/* { dg-final { vshape-in-versions "16" scan-cost-client {vf 16 gathers 8 grouped 8 groups 4 indexed 8 predicated scalar} } } */
/* { dg-final { vshape-in-versions "16" scan-cost-client {vf 8 gathers 8 grouped 8 groups 4 indexed 8 predicated pays} } } */
/* { dg-final { vshape-in-versions "16" scan-function-dump-not edges "loop vectorized using 64 byte vectors" "vect" } } */
/* { dg-final { scan-function-dump edges "loop vectorized using 32 byte vectors" "vect" } } */
