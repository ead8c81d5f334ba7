/* The price check of predicated loops at -march=znver4 (AVX-512, where
   GCC masks the guarded division itself and predication moves the
   square roots GCC would execute in every lane): a mesh code's clamped
   cosine, its points read in pairs through two maps, pays with its
   indexed reads priced two loads dearer (measured on a Zen 4: 3.5 times
   faster than stock), where the four loads of other tunings would
   forbid it.  (GCC 14 prices its 64-byte form too dear even so, and
   vectorizes it with 32-byte vectors.)  GCC 13, whose if-conversion
   runs the square roots in every lane itself, vectorizes the loop
   without the plugin: the plugin's copy is no new choice and keeps the
   target's price, with no check.  */
/* { dg-do compile } */
/* { dg-skip-if "GCC 11 and 12 have no -march=znver4" { vshape_gcc11 || vshape_gcc12 } } */
/* { dg-additional-options "-march=znver4 -fno-math-errno -fplugin-arg-libvshape-dump=vls -fdump-tree-vect-details" } */

#include "pred-cosine.h"

/* { dg-final { vshape-in-versions "14 15 16" scan-cost-client {gathers 4 grouped 4 groups 2 indexed 4 predicated pays} } } */
/* { dg-final { vshape-in-versions "13" scan-function-dump-not cosines "; predicated: vector body" "vls" } } */
/* { dg-final { scan-function-dump cosines "loop vectorized using (?:32|64) byte vectors" "vect" } } */
