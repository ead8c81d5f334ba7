/* An edge-based flux (pred-edges.h, bench/kernels/edge_flux.c) at the
   default -fmath-errno: the guarded square root of an operand that cannot be
   negative is the internal function .SQRT, which GCC 14 and later
   if-convert themselves, executed in every lane, beside a division and
   additions that AVX-512 masks.  Stock GCC vectorizes this loop, so the
   predication that moves the square root onto safe operands makes no
   new vector loop, and the cost client holds it to no stricter price
   than the target's.  Held to the predicated check, it stayed scalar
   under GCC 16 at znver4's tuning and ran 2.3 times slower than stock
   (AMD EPYC Zen 4, 2026-11-30).  GCC 13 and older refuse the call, and
   the check rightly holds the plugin's loop.  */
/* { dg-do compile } */
/* { dg-additional-options "-march=x86-64-v4 -fplugin-arg-libvshape-dump=vls -fdump-tree-vect-details" } */
/* { dg-additional-options "-mtune=znver4" { target { ! { vshape_gcc11 || vshape_gcc12 } } } } */

#include "pred-edges.h"

/* { dg-final { scan-function-dump-not edges "predicated: vector body" "vls" { target { vshape_gcc14 || { vshape_gcc15 || vshape_gcc16 } } } } } */
/* { dg-final { scan-function-dump edges "loop vectorized using (?:32|64) byte vectors" "vect" { target { vshape_gcc14 || { vshape_gcc15 || vshape_gcc16 } } } } } */
