// The C++ kernels of vls-kernels.h at -march=native under vls=force:
// results only.
// { dg-do run }
// { dg-additional-options "-fopenmp-simd -fno-trapping-math -ffp-contract=off -fchecking -fplugin-arg-libvshape-vls=force" }

#include "vls-kernels.h"
