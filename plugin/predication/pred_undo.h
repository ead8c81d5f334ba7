/* Undoing predication where no vector code uses it: a loop the
   vectorizer left scalar, and the scalar copies of one it vectorized,
   get back their branch arms as they were.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#ifndef VSHAPE_PRED_UNDO_H
#define VSHAPE_PRED_UNDO_H

/* Whether FUN has a guard predication added.  */
bool pred_rewrites_in (function *fun);

/* For each guard of FUN still in front of its branch: when no vector
   code came from its loop, or its copy of the loop holds no vector
   statement, moves the statements after it back into the arm and drops
   the guard and the selects.  Says which in the dump.
   Whether a block of stores became unreachable (the caller then asks
   for a CFG cleanup).  */
bool pred_undo_unused (function *fun);

/* Hands LOOP, an omp simd loop of the current function whose
   vectorization no cost model checks, to the vectorizer's cost model:
   clears its force_vectorize flag for the rewrites from FIRST_ID to
   the last one made.  pred_undo_unused sets the flag again on the loop
   that keeps their scalar code when it takes them back (a vectorized
   loop has the flag cleared by the vectorizer itself).  */
void pred_weigh_simd_loop (class loop *loop, unsigned first_id);

#endif
