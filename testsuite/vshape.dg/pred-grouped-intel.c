/* The edge flux of pred-edges.h at an Intel tuning without rows for
   gathers (-march=alderlake): its elements read by groups take Intel's
   grouped-load row (1% of a load: an Intel Xeon ran this loop 1.69
   times faster than stock vectorized at this tuning, bench
   guarded_cosine 4.9 times), where the default surcharge of four loads
   an element had held both scalar under GCC 13 to 16.  */
/* { dg-do compile } */
/* { dg-skip-if "GCC 11 neither gathers at this tuning nor emulates gathers: the loop stays scalar whatever its price" { vshape_gcc11 } } */
/* { dg-additional-options "-march=alderlake -fno-math-errno -fplugin-arg-libvshape-dump=vls -fdump-tree-vect-details" } */

#include "pred-edges.h"

/* { dg-final { scan-cost-client {mode V8SI vf 8 gathers 8 grouped 8 groups 4 indexed 8 predicated pays} } } */
/* { dg-final { scan-function-dump edges "loop vectorized using 32 byte vectors" "vect" } } */
