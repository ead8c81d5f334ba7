/* The loop of pred-haswell-tables.h (bench/kernels/point_field.c's
   shape) at the generic tuning, which has no gather instructions: its
   six indexed reads are loads (a group of three, three emulated
   gathers), each priced 70% of a load dearer, and at -march=x86-64-v3
   the vector loop pays under every GCC with a cost client (point_field
   ran 1.18 and 1.34 times faster than before under GCC 16 and 12 on an
   AMD Zen 5, 1.20 and 1.21 under GCC 14 and 15, whose prices of it are
   higher, once the surcharge came down from 100%).  At x86-64-v2
   (pred-generic-tables-v2.c) GCC 14 to 16 keep it scalar.  */
/* { dg-do compile } */
/* { dg-skip-if "GCC 11 neither gathers at the generic tuning nor emulates gathers: the loops stay scalar whatever their price" { vshape_gcc11 } } */
/* { dg-additional-options "-march=x86-64-v3 -fopenmp-simd -fplugin-arg-libvshape-dump=vls" } */

#include "pred-haswell-tables.h"

/* { dg-final { scan-tree-dump ";; vls: cost client: loop \[0-9\]+, \[^\\n\]*predicated: vector body \[0-9\]+ with its 6 indexed loads as slow as measured, against scalar \[0-9\]+: the vector loop pays" "vls" } } */
