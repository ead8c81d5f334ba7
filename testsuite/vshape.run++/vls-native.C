// The C++ kernels of vls-kernels.h at -march=native (run.exp's flags),
// under the default vls=on: results only.
// { dg-do run }
// { dg-additional-options "-fopenmp-simd -fno-trapping-math -ffp-contract=off -fchecking" }

#include "vls-kernels.h"
