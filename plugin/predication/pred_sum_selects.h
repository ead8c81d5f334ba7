/* The selects of a predicated sum dropped after the vectorizer.

   Predication makes a sum in a branch arm, acc + t, an operation of
   every lane: its accumulator is selected against a safe value before
   the addition (so that lanes outside the arm raise nothing), and the
   if-conversion selects the old accumulator again after it, two selects
   a sum and a vector.  Where the lanes outside the arm add -0.0
   instead, neither is needed: acc + -0.0 is acc, bit for bit, and raises
   nothing, for every acc but a signalling NaN (and acc - +0.0 the same),
   in the rounding GCC assumes without -frounding-math.  The term then
   takes -0.0 in those lanes through one select of its own, or, for a
   product whose other factor is already selected against a positive
   constant there, through a select of this factor, which the sums of
   one arm share (1.0 * -0.0 is -0.0, exactly).  Another product keeps
   its selects: GCC may fuse it with the addition, and zeroing it apart
   would round it apart.

   The accumulator is the value an omp simd loop's sum keeps in a
   register (promote_simd_arrays.h): it starts from the lane array that
   the reduction clears to zero before the loop, and only additions and
   these selects change it, so it is never a signalling NaN.  The lanes
   the arm takes compute what they did, with the same operations (GCC's
   tunings that avoid chains of fused multiply-adds may now leave the
   product apart: the pragma leaves the rounding of the sum to the
   compiler).

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#ifndef VSHAPE_PRED_SUM_SELECTS_H
#define VSHAPE_PRED_SUM_SELECTS_H

/* Drops the selects of the predicated sums in the blocks of FUN's
   loops, as above; says in DUMP (if not NULL) which sums.  Returns how
   many sums changed.  */
unsigned pred_drop_sum_selects (function *fun, FILE *dump);

#endif
