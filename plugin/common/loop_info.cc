/* Small facts about GCC loops that both passes print.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include "gcc_compat.h"
#include "loop_info.h"

bool
vshape_function_has_loops (function *fun)
{
  return loops_for_fn (fun) && number_of_loops (fun) > 1;
}

std::string
vshape_loop_position (class loop *loop)
{
  location_t loc = find_loop_location (loop).get_location_t ();
  if (loc == UNKNOWN_LOCATION)
    {
      /* GCC found no exit test or header statement with a position: take
	 the first statement of the body that has one.  */
      basic_block *body = get_loop_body_in_dom_order (loop);
      for (unsigned i = 0; i < loop->num_nodes && loc == UNKNOWN_LOCATION;
	   i++)
	for (gimple_stmt_iterator gsi = gsi_start_bb (body[i]);
	     !gsi_end_p (gsi) && loc == UNKNOWN_LOCATION; gsi_next (&gsi))
	  loc = gimple_location (gsi_stmt (gsi));
      free (body);
    }
  if (loc == UNKNOWN_LOCATION)
    return "unknown";
  expanded_location x = expand_location (loc);
  if (!x.file)
    return "unknown";
  return std::string (x.file) + ":" + std::to_string (x.line);
}

auto_vec<class loop *>
vshape_if_converted_loops (function *fun)
{
  auto_vec<class loop *> loops;
  basic_block bb;
  FOR_EACH_BB_FN (bb, fun)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	 gsi_next (&gsi))
      if (gimple_call_internal_p (gsi_stmt (gsi), IFN_LOOP_VECTORIZED))
	{
	  tree num = gimple_call_arg (gsi_stmt (gsi), 0);
	  if (class loop *loop = tree_fits_uhwi_p (num)
				 ? get_loop (fun, tree_to_uhwi (num)) : NULL)
	    loops.safe_push (loop);
	}
  return loops;
}

bool
vshape_loop_has_vector_code (class loop *loop)
{
  return vshape_loop_has_stmt (loop, [] (gimple *stmt) {
    tree lhs = gimple_get_lhs (stmt);
    return lhs && VECTOR_TYPE_P (TREE_TYPE (lhs));
  });
}

vshape_step
vshape_ref_step (tree ref, gimple *stmt, class loop *loop)
{
  tree size = TYPE_SIZE_UNIT (TREE_TYPE (ref));
  innermost_loop_behavior drb;
  if (!dr_analyze_innermost (&drb, ref, loop, stmt))
    return VSHAPE_STEP_UNKNOWN;
  if (integer_zerop (drb.step))
    return VSHAPE_STEP_UNIT;
  if (TREE_CODE (drb.step) == INTEGER_CST && size
      && tree_fits_shwi_p (drb.step) && tree_fits_shwi_p (size)
      && absu_hwi (tree_to_shwi (drb.step)) == absu_hwi (tree_to_shwi (size)))
    return VSHAPE_STEP_UNIT;
  return VSHAPE_STEP_OTHER;
}
