/* The scatter pairs and quads of vls-scatter.c at -march=x86-64-v4, the
   generic tuning with AVX-512: the tables' scatter price is doubled
   there (x86_costs.cc; on a Zen 5 every scatter block of make calibrate
   ran 1.1 to 5.2 times faster rewritten, and bench's scatter_pairs 1.25
   to 1.54 times under GCC 11 to 16), so pair_d's 64-byte scatters of
   doubles, which the tables priced as their sequence, are rewritten
   too, as its 32-byte ones and the quads were already.  */
/* { dg-do compile } */
/* { dg-additional-options "-march=x86-64-v4 -fplugin-arg-libvshape-dump=vls -fdump-tree-optimized" } */

#include "vls-scatter-pair.h"

/* { dg-final { scan-function-lines pair_d ";; vls: store group 0: rewritten: 4 scatters -> 4 shuffles \\+ 16 stores" "vls" } } */
/* { dg-final { scan-function-dump-not pair_d "not rewritten" "vls" } } */
/* { dg-final { scan-function-lines quad_f ";; vls: store group 0: rewritten: 4 scatters -> 8 shuffles \\+ 16 stores" "vls" } } */
/* { dg-final { scan-tree-dump-not "__builtin_ia32_scatter" "optimized" } } */
