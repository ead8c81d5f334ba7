/* The loop of pred-haswell-tables.h (bench/kernels/point_field.c's
   shape) at the generic tuning, which has no gather instructions: its
   six indexed reads are loads (a group of three, three emulated
   gathers).  On an AMD Zen 5 each such read is 70% of a load dearer
   vectorized, and point_field ran 1.18 to 1.34 times faster vectorized
   under GCC 12 to 16; on an Intel Xeon 200% with 32-byte vectors, and
   point_field vectorized at 70% ran 0.996 (0.96-1.12) times as fast as
   stock under GCC 16.  Code built for the generic tuning runs on both:
   at -march=x86-64-v3 the vector loop still pays under GCC 12, whose
   price of it is lowest, and GCC 14 to 16 keep it scalar.  At
   x86-64-v2 (pred-generic-tables-v2.c) every GCC keeps it scalar.  */
/* { dg-do compile } */
/* { dg-skip-if "GCC 11 neither gathers at the generic tuning nor emulates gathers: the loops stay scalar whatever their price" { vshape_gcc11 } } */
/* { dg-additional-options "-march=x86-64-v3 -fopenmp-simd -fplugin-arg-libvshape-dump=vls" } */

#include "pred-haswell-tables.h"

/* { dg-final { vshape-in-versions "12" scan-cost-client {indexed 6 predicated pays} } } */
/* { dg-final { vshape-in-versions "14 15 16" scan-cost-client {indexed 6 predicated scalar} } } */
