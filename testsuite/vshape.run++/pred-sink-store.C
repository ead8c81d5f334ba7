// The loops of vshape.run/pred-sink-store-run.c built by g++ at
// -march=skylake, where the plugin moves their arithmetic and their
// stores after the branch: results, untouched elements and exception
// flags equal the loops' without the vectorizer.
// { dg-do run { target avx2_runtime } }
// { dg-do compile { target { ! avx2_runtime } } }
// { dg-skip-if "GCC 11 masks no gather at this tuning" { vshape_gcc11 } }
// { dg-additional-options "-march=skylake -fchecking -fdump-tree-vect-details" }

#include "../vshape.run/pred-sink-store-run.c"

// { dg-final { scan-function-dump guarded_quotient "loop vectorized" vect } }
// { dg-final { vshape-in-versions "12" scan-function-dump masked_pair "loop vectorized" vect } }
