/* Gather instructions for the vectorizer in functions whose omp simd
   loops read or write through an index under a condition, where an
   Intel tuning keeps them off.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#ifndef VSHAPE_GATHER_TUNING_H
#define VSHAPE_GATHER_TUNING_H

/* As the vectorizer starts on FUN, whose if-converted omp simd loops
   hold MASKED reads and writes through an index loaded in the loop:
   turn the tuning's gather flags on when gather_tuning.cc's conditions
   hold, and say so in the vls dump.  SIMD_LOOPS numbers those loops and
   their scalar copies; FIRST is the first of them, where the remark
   goes.  */
void vls_open_gathers (function *fun, unsigned masked, bitmap simd_loops,
		       class loop *first);

/* The -fopt-info-vec remark on what vls_open_gathers decided for FUN,
   if anything: optimized where it opened the gathers, missed where it
   left them closed, with the reason.  For the vls pass, whose remarks
   -fopt-info-vec shows.  */
void vls_remark_gather_tuning (function *fun);

/* Put the flags back as they were, when vls_open_gathers turned them
   on; called as every pass starts.  */
void vls_close_gathers ();

#endif
