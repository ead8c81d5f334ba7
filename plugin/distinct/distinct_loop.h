/* Indexed read-modify-writes behind a check of their indices: find, in
   each innermost loop, stores through an index read from a list (as a
   half neighbour list's f[list[k]] -= ...), and give the loop a copy the
   vectorizer treats as free of dependences within windows of W
   iterations, entered when a check before the loop finds the index
   values of every W consecutive iterations distinct
   (src/distinct/distinct_decision.h tells the scheme).

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#ifndef VSHAPE_DISTINCT_LOOP_H
#define VSHAPE_DISTINCT_LOOP_H

/* What the pass may do.  */
struct distinct_policy
{
  bool analyse;			/* find and report */
  bool rewrite;			/* and version */
  bool where_paid;		/* version only at a tuning where the copy
				   was measured to pay (distinct=auto,
				   src/distinct/distinct_tunings.h) */
  bool scatters_closed;		/* the vectorizer's hooks turn the
				   tuning's scatter flags off for the
				   copies' functions, unless -mtune-ctrl
				   names them */
  FILE *dump;			/* the pass's dump, or NULL */
};

/* Versions the innermost loops of FUN that POLICY allows; returns how
   many.  */
unsigned vshape_distinct_function (function *fun,
				   const distinct_policy &policy);

/* Whether FUN has copies made by vshape_distinct_function that the
   vectorizer has not been asked about yet.  */
bool distinct_copies_in (function *fun);
/* Whether LOOP of FUN is such a copy or stock's loop beside one.  */
bool distinct_copy_loop_p (function *fun, const class loop *loop);

/* After the loop vectorizer, before the vls pass's rewrites: a copy it
   did not vectorize loses its check, so that stock's loop runs without
   it; reports each to DUMP.  Returns whether a check was removed (the
   CFG needs a cleanup).  */
bool distinct_settle_copies (function *fun, FILE *dump);

/* After the vls pass's rewrites: a vectorized copy that still stores
   through a scatter instruction loses its check too (AMD's and Intel's
   CPUs ran it slower than the scalar loop's stores) unless -mtune-ctrl
   names the scatter flags; reports each remaining copy to DUMP.
   Returns whether a check was removed.  */
bool distinct_weigh_scatters (function *fun, FILE *dump);

#endif
