/* The edge flux of pred-edges.h at AMD's Zen 3 tuning (-march=znver3):
   its elements read by groups take Zen 3's grouped-load row (1% of a
   load: an AMD EPYC of that family ran bench's edge_flux 2.2 times and
   guarded_cosine 2.6 to 3.2 times faster than stock vectorized), where
   the default surcharge of four loads an element held both scalar
   under GCC 12 to 16.  */
/* { dg-do compile } */
/* { dg-skip-if "GCC 11 neither gathers at this tuning nor emulates gathers: the loop stays scalar whatever its price" { vshape_gcc11 } } */
/* { dg-additional-options "-march=znver3 -fno-math-errno -fplugin-arg-libvshape-dump=vls -fdump-tree-vect-details" } */

#include "pred-edges.h"

/* { dg-final { scan-cost-client {mode V8SI vf 8 gathers 8 grouped 8 groups 4 indexed 8 predicated pays} } } */
/* { dg-final { scan-function-dump edges "loop vectorized using 32 byte vectors" "vect" } } */
