/* Accumulators kept in memory: find, in each innermost loop, a location
   the loop loads and stores at one address that other accesses may
   touch, and keep it in a register behind checks of those accesses
   (src/promote/promote_decision.h tells the scheme).

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#ifndef VSHAPE_PROMOTE_LOOP_H
#define VSHAPE_PROMOTE_LOOP_H

/* What the promotion may do.  */
struct promote_policy
{
  bool analyse;			/* find and report */
  bool rewrite;			/* and promote */
  FILE *dump;			/* the pass's dump, or NULL */
};

/* Promote the locations of FUN's innermost loops that POLICY allows;
   returns how many loops were rewritten.  */
unsigned vshape_promote_function (function *fun, const promote_policy &policy);

#endif
