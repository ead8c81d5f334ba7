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

/* Whether FUN has promoted loops kept from the loop vectorizer (their
   sums' multiply-adds may be fused, as in the scalar loop, and would not
   be in a vectorized in-order sum).  */
bool promote_scalar_loops_in (function *fun);

/* After the loop vectorizer: clears the mark that kept FUN's promoted
   loops from it.  GCC 13 and later also keep the basic-block vectorizer
   out of a loop so marked; the limit, the same loop written with local
   sums, has its multiply-adds packed there, fused.  */
void promote_release_scalar_loops (function *fun);

#endif
