/* The loop of pred-haswell-tables.h (bench/kernels/point_field.c's
   shape) at AMD's Zen 3 tuning: GCC 12 to 16 read its six indexed
   elements with loads (a group of three, three emulated gathers), each
   priced 150% of a load dearer vectorized, as measured on an AMD EPYC
   of that family: point_field ran 1.62, 1.65 and 1.38 times faster
   than stock under GCC 12, 13 and 16 vectorized, where four loads a
   read had kept it scalar.  GCC 14 and 15, whose vector bodies cost
   more, still keep it scalar (GCC 14 needs less than 86%).  */
/* { dg-do compile } */
/* { dg-skip-if "GCC 11 neither gathers at this tuning nor emulates gathers: the loops stay scalar whatever their price" { vshape_gcc11 } } */
/* { dg-additional-options "-march=znver3 -fopenmp-simd -fplugin-arg-libvshape-dump=vls" } */

#include "pred-haswell-tables.h"

/* { dg-final { vshape-in-versions "12 13 16" scan-cost-client {indexed 6 predicated pays} } } */
/* { dg-final { vshape-in-versions "14 15" scan-cost-client {indexed 6 predicated scalar} } } */
