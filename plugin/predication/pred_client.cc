/* Predication of guarded operations: the per-loop driver, its dump lines
   and remarks.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include "gcc_compat.h"
#include "pred_client.h"
#include "pred_arm.h"
#include "pred_rewrite.h"
#include "shape_query.h"

namespace {

/* STMT as GIMPLE dumps print it, on one line.  */
std::string
text_of_stmt (gimple *stmt)
{
  pretty_printer pp;
  pp_gimple_stmt_1 (&pp, stmt, 0, TDF_SLIM);
  return pp_formatted_text (&pp);
}

/* The shape of the condition of branch COND: the join of its operands'.  */
vs_shape
condition_shape (const shape_query &shapes, gcond *cond)
{
  return vs_shape_join (shapes.ssa_shape (gimple_cond_lhs (cond)),
			shapes.ssa_shape (gimple_cond_rhs (cond)));
}

/* "FILE:LINE" of STMT.  */
std::string
position_of (gimple *stmt)
{
  expanded_location at = expand_location (gimple_location (stmt));
  if (!at.file)
    return "unknown";
  return std::string (lbasename (at.file)) + ":" + std::to_string (at.line);
}

/* Plans the arm E of LOOP leads into, reports and, under POLICY,
   rewrites it.  SHAPE is the shape of its branch's condition.  Moving
   before the branch is tried first; when a blocking operation needs a
   value the arm loads, moving after the arm.  */
void
predicate_arm (class loop *loop, edge e, vs_shape shape,
	       const pred_policy &policy)
{
  pred_arm arm;
  pred_describe_arm (e, &arm);
  int n = arm.ops.length ();
  auto_vec<vs_pred_step> steps;
  steps.safe_grow_cleared (n ? n : 1);
  vs_pred_refusal why;
  vs_pred_verdict verdict = vs_pred_plan_arm (arm.ops.address (), n,
					      steps.address (), &why);
  bool sink = false;
  if (verdict == VS_PRED_REFUSED && why.reason == VS_PRED_NEEDS_MEMORY
      && pred_can_sink_p (loop, e))
    {
      sink = true;
      verdict = vs_pred_plan_sink (arm.ops.address (), n, steps.address (),
				   &why);
    }
  if (verdict == VS_PRED_NOTHING)
    return;
  gcond *cond = as_a<gcond *> (gsi_stmt (gsi_last_bb (e->src)));
  const char *side = (e->flags & EDGE_TRUE_VALUE) ? "true" : "false";
  if (verdict == VS_PRED_REFUSED)
    {
      /* Name the first blocking operation, and the one that stops it
	 when that is another (a load).  */
      int blocking = 0;
      while (blocking < n - 1 && !arm.ops[blocking].blocks)
	blocking++;
      int culprit = why.op >= 0 ? why.op : blocking;
      if (dump_file)
	{
	  fprintf (dump_file, ";; predicate: branch at %s (%s), %s arm: left "
		   "alone: %s: %s", position_of (cond).c_str (),
		   vs_shape_class_name (shape), side,
		   text_of_stmt (arm.stmts[blocking]).c_str (),
		   vs_pred_reason_text (why.reason));
	  if (culprit != blocking)
	    fprintf (dump_file, " (%s)",
		     text_of_stmt (arm.stmts[culprit]).c_str ());
	  fputc ('\n', dump_file);
	}
      if (dump_enabled_p ())
	dump_printf_loc (MSG_MISSED_OPTIMIZATION, cond,
			 "branch not predicated: %s: %s\n",
			 pred_op_noun (arm.ops[blocking], arm.stmts[blocking]),
			 vs_pred_reason_text (why.reason));
      return;
    }

  int moved = 0;
  for (int i = 0; i < n; i++)
    moved += steps[i].moved;
  if (dump_file)
    {
      fprintf (dump_file, ";; predicate: branch at %s (%s), %s arm: %s %d "
	       "operations%s, %d selects\n", position_of (cond).c_str (),
	       vs_shape_class_name (shape), side,
	       policy.rewrite ? "moved" : "would move", moved,
	       sink ? " after the arm" : "",
	       vs_pred_selects (steps.address (), n));
      for (int i = 0; i < n; i++)
	if (arm.ops[i].blocks)
	  fprintf (dump_file, ";; predicate:   %s %s\n",
		   pred_op_noun (arm.ops[i], arm.stmts[i]),
		   text_of_stmt (arm.stmts[i]).c_str ());
    }
  if (!policy.rewrite)
    return;
  if (dump_enabled_p ())
    for (int i = 0; i < n; i++)
      if (arm.ops[i].blocks)
	dump_printf_loc (MSG_OPTIMIZED_LOCATIONS, arm.stmts[i],
			 "predicated %s: it executes in every lane, on safe "
			 "operands where the branch is not taken\n",
			 pred_op_noun (arm.ops[i], arm.stmts[i]));
  if (sink)
    pred_sink_arm (arm, steps.address ());
  else
    pred_rewrite_arm (arm, steps.address ());
}

/* Reports the first operation of BB, a block of LOOP under a branch
   but not an arm predication handles, that stops the if-conversion.  */
void
report_other_block (basic_block bb)
{
  for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
       gsi_next (&gsi))
    {
      vs_pred_op op;
      gimple *stmt = gsi_stmt (gsi);
      if (!pred_blocking_stmt_p (stmt, &op))
	continue;
      if (dump_file)
	fprintf (dump_file, ";; predicate: %s at %s left alone: not in an "
		 "arm of one block under a branch every iteration takes\n",
		 text_of_stmt (stmt).c_str (), position_of (stmt).c_str ());
      if (dump_enabled_p ())
	dump_printf_loc (MSG_MISSED_OPTIMIZATION, stmt,
			 "%s not predicated: it is not in an arm of one "
			 "block under a branch every iteration takes\n",
			 pred_op_noun (op, stmt));
      return;
    }
}

} // namespace

void
vshape_predicate_loop (const shape_query &shapes, const pred_policy &policy)
{
  class loop *loop = shapes.context_loop ();
  if (!policy.analyse || loop->inner || loop->dont_vectorize
      || !(flag_tree_loop_vectorize || loop->force_vectorize))
    return;
  calculate_dominance_info (CDI_DOMINATORS);
  auto_vec<edge> arms;
  auto_vec<vs_shape> arm_shapes;
  basic_block *bbs = get_loop_body (loop);
  for (unsigned i = 0; i < loop->num_nodes; i++)
    {
      basic_block bb = bbs[i];
      gimple_stmt_iterator last = gsi_last_bb (bb);
      if (bb->loop_father != loop || gsi_end_p (last)
	  || gimple_code (gsi_stmt (last)) != GIMPLE_COND
	  || !dominated_by_p (CDI_DOMINATORS, loop->latch, bb))
	continue;
      vs_shape shape = condition_shape (shapes,
					as_a<gcond *> (gsi_stmt (last)));
      edge e;
      edge_iterator ei;
      FOR_EACH_EDGE (e, ei, bb->succs)
	if (pred_arm_edge_p (loop, e))
	  {
	    arms.safe_push (e);
	    arm_shapes.safe_push (shape);
	  }
    }
  for (unsigned i = 0; i < loop->num_nodes; i++)
    {
      basic_block bb = bbs[i];
      bool arm = false;
      for (edge e : arms)
	arm = arm || e->dest == bb;
      if (!arm && bb->loop_father == loop
	  && !dominated_by_p (CDI_DOMINATORS, loop->latch, bb))
	report_other_block (bb);
    }
  free (bbs);
  for (unsigned i = 0; i < arms.length (); i++)
    predicate_arm (loop, arms[i], arm_shapes[i], policy);
}
