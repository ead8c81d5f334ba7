// The loops of ../vshape.run/promote-kernels.h built as C++ at
// -march=x86-64-v3: results and floating-point flags equal the loops'
// without the plugin's passes, whether the result overlaps the inputs
// or not, and both rows are promoted.
// { dg-do run { target avx2_runtime } }
// { dg-do compile { target { ! avx2_runtime } } }
// { dg-additional-options "-march=x86-64-v3 -ffp-contract=off -fplugin-arg-libvshape-dump=vshape" }

#include "../vshape.run/promote-kernels.h"

// { dg-final { scan-tree-dump-times ";; promote: loop \[0-9\]+ at \[^\\n\]*: 2 locations \[^\\n\]* kept in registers: 1 range checked at each iteration, 1 before the loop" 2 "vshape" } }
