/* The sums of omp simd loops kept in registers once they are vectorized.

   GCC carries a variable of an omp simd loop's reduction clause in an
   "omp simd array", one element per lane.  In the vectorized loop each
   step loads the array's vectors, adds to them and stores them back.
   GCC's store motion (lim, after the vectorizer) takes such a location
   out of memory only when it can tell what every other access of the
   loop touches, and it cannot see into a gather's builtin: a loop that
   gathers keeps its sums in memory, and each step's additions wait for
   the stores of the step before.

   An omp simd array whose address escapes nowhere is reached only
   through its own name and the pointers made from its address, which
   the function's statements show.  Where a loop reaches it only by
   name, at constant offsets, in one block that runs at every
   iteration, each location is kept in an SSA value across the loop:
   loaded before it, stored once at its exit (promote_registers.h).
   Every load and store the loop made reads or writes that value
   instead, so every value the loop computes is the same.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#ifndef VSHAPE_PROMOTE_SIMD_ARRAYS_H
#define VSHAPE_PROMOTE_SIMD_ARRAYS_H

/* Whether FUN has omp simd arrays.  */
bool vshape_simd_arrays_in (function *fun);

/* Keep the omp simd arrays of FUN's innermost loops in SSA values where
   the above allows, and only report where REWRITE is false; says in
   DUMP (if not NULL) what it did or why not.  Returns how many loops
   changed.  */
unsigned vshape_keep_simd_arrays (function *fun, bool rewrite, FILE *dump);

#endif
