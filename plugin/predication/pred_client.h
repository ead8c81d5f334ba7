/* Predication of guarded operations, run by the vshape pass once a
   loop's shapes are known: the operations GCC's if-conversion refuses
   in a branch (they may trap, and the target has no masked form) move
   out of the branch on safe operands, so that the vectorizer sees a loop
   it can if-convert.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#ifndef VSHAPE_PRED_CLIENT_H
#define VSHAPE_PRED_CLIENT_H

class shape_query;

/* What predication may do, decided by the vshape pass from the plugin's
   options (predicate=off, analyze, on).  */
struct pred_policy
{
  bool analyse;			/* find the blocking operations, report */
  bool rewrite;			/* move them */
  /* A cost check weighs the loops predication makes vectorizable (the
     cost client is in the vectorizer's cost model): an omp simd loop,
     which no cost model checks by default, may be predicated and
     handed to it.  */
  bool cost_checked;
};

/* For the context loop of SHAPES, an innermost loop the vectorizer will
   see, under POLICY: plans each arm of its branches, reports each plan
   in the vshape dump and in remarks, and applies it when the policy
   allows.  */
void vshape_predicate_loop (const shape_query &shapes,
			    const pred_policy &policy);

#endif
