/* Small facts about GCC loops that both passes print.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#ifndef VSHAPE_LOOP_INFO_H
#define VSHAPE_LOOP_INFO_H

/* True when FUN has at least one loop besides the whole function body.  */
bool vshape_function_has_loops (function *fun);

/* The source position of LOOP as "FILE:LINE", or "unknown" when GCC kept
   none.  */
std::string vshape_loop_position (class loop *loop);

/* The loops of FUN that GCC's if-conversion made for the vectorizer:
   the first operand of each LOOP_VECTORIZED call, in block order.  */
auto_vec<class loop *> vshape_if_converted_loops (function *fun);

/* Whether a statement of LOOP computes a vector: the vectorizer
   rewrote it (a scalar epilogue, the copy run when a runtime check
   fails and a loop left scalar hold none).  */
bool vshape_loop_has_vector_code (class loop *loop);

/* How a memory reference walks memory across a loop's iterations.  */
enum vshape_step
{
  VSHAPE_STEP_UNIT,		/* a step of zero or one element */
  VSHAPE_STEP_UNKNOWN,		/* an address the analysis cannot follow
				   (through an index loaded in the loop) */
  VSHAPE_STEP_OTHER		/* any other step */
};

/* How the memory reference REF of STMT walks memory across LOOP's
   iterations.  */
vshape_step vshape_ref_step (tree ref, gimple *stmt, class loop *loop);

/* Whether FOUND (STMT) holds for a statement STMT of LOOP's blocks.  */
template <typename Found>
bool
vshape_loop_has_stmt (class loop *loop, Found found)
{
  basic_block *body = get_loop_body (loop);
  bool any = false;
  for (unsigned i = 0; i < loop->num_nodes && !any; i++)
    for (gimple_stmt_iterator gsi = gsi_start_bb (body[i]);
	 !gsi_end_p (gsi) && !any; gsi_next (&gsi))
      any = found (gsi_stmt (gsi));
  free (body);
  return any;
}

/* Calls VISIT (STMT, GSI) on each assignment STMT of LOOP's blocks, GSI
   its iterator (VISIT may insert before it); returns how many calls
   returned true.  */
template <typename Visit>
unsigned
vshape_visit_loop_assigns (class loop *loop, Visit visit)
{
  unsigned count = 0;
  basic_block *bbs = get_loop_body (loop);
  for (unsigned i = 0; i < loop->num_nodes; i++)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bbs[i]); !gsi_end_p (gsi);
	 gsi_next (&gsi))
      if (gassign *stmt = dyn_cast<gassign *> (gsi_stmt (gsi)))
	count += visit (stmt, &gsi);
  free (bbs);
  return count;
}

/* Call VISIT on each block of LOOP that no loop inside it holds.  */
template <typename Visit>
void
vshape_visit_own_blocks (class loop *loop, Visit visit)
{
  basic_block *bbs = get_loop_body (loop);
  for (unsigned i = 0; i < loop->num_nodes; i++)
    if (bbs[i]->loop_father == loop)
      visit (bbs[i]);
  free (bbs);
}

#endif
