// C++: the half-list loop of vshape.dg/pred-redirect.h, its branch's
// accesses redirected at -march=haswell (vshape.dg/pred-redirect.c says
// how), its two reads at offset 0 made masked loads after
// if-conversion, then taken back at this tuning.
// { dg-do compile }
// { dg-additional-options "-march=haswell -fopenmp-simd -fchecking -fplugin-arg-libvshape-dump=vshape,mask-loads,vls" }

#include "../vshape.dg/pred-redirect.h"

// { dg-final { scan-function-dump half_forces ";; predicate: branch at pred-redirect.h:\[0-9\]+ \\(Divergent\\), true arm: moved \[0-9\]+ operations, \[0-9\]+ selects, 8 memory accesses redirected to the plugin's own variables where the branch is not taken" vshape } }
// { dg-final { scan-function-dump half_forces ";; predicate: loop \[^\n\]*pred-redirect.h:\[0-9\]+: 2 redirected loads made masked loads of the program's address for the vectorizer" mask-loads } }
// GCC 16: f[j]'s three reads through their selects grouped by the
// cost client, as the vls pass would, beside x[j]'s three.
// { dg-final { vshape-in-versions "16" scan-function-lines half_forces ";; vls: cost client: loop \[0-9\]+, V8SI, VF 8: 8 gathers, 6 in 2 groups;" "vls" } }
// { dg-final { scan-function-dump half_forces ";; predicate: rewrite \[0-9\]+ at pred-redirect.h:\[0-9\]+: undone: the loop was not vectorized" vls } }
