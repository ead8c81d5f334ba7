/* The price check of a predicated loop whose indexed reads are all in
   VLS groups, at the generic tuning (-march=x86-64-v3): the edge flux of
   pred-edges.h reads four pairs.  A group's element adds the
   grouped-load surcharge, not that of a read by GCC's emulation (an
   Intel Xeon ran this loop 1.65 times faster than stock vectorized,
   where make calibrate's lone table reads lose): at the generic tuning
   the safer of both vendors' surcharges, AMD's 70% of a load, where
   the scalar loads' 200% had held it scalar under GCC 13 to 16.  The
   point field of pred-price-generic.c, a triple beside three lone reads,
   stays scalar.  */
/* { dg-do compile } */
/* { dg-skip-if "GCC 11 neither gathers at the generic tuning nor emulates gathers: the loop stays scalar whatever its price" { vshape_gcc11 } } */
/* { dg-additional-options "-march=x86-64-v3 -fno-math-errno -fplugin-arg-libvshape-dump=vls -fdump-tree-vect-details" } */

#include "pred-edges.h"

/* { dg-final { scan-cost-client {mode V8SI vf 8 gathers 8 grouped 8 groups 4 indexed 8 predicated pays} } } */
/* { dg-final { scan-function-dump edges "loop vectorized using 32 byte vectors" "vect" } } */
