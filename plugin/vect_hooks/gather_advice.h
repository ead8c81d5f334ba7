/* What to tell a user whose omp simd loop reads or writes through an
   index under a condition, where the tuning keeps gather instructions
   from the vectorizer.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#ifndef VSHAPE_GATHER_ADVICE_H
#define VSHAPE_GATHER_ADVICE_H

/* As the vectorizer starts on FUN, whose if-converted omp simd loops
   hold MASKED reads and writes through an index loaded in the loop,
   FIRST the first of those loops: when the target has AVX-512, the
   tuning keeps some gather instructions off and -mtune-ctrl names no
   gather flag, the vectorizer will leave those loops scalar; the vls
   dump says so, with the option that turns the gathers on.  */
void vls_note_gather_advice (function *fun, unsigned masked,
			     class loop *first);

/* The -fopt-info-vec-missed remark of that advice for FUN, if it got
   one, at its first loop.  For the vls pass, whose remarks
   -fopt-info-vec shows.  */
void vls_remark_gather_advice (function *fun);

#endif
