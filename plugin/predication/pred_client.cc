/* Predication of guarded operations: the per-loop driver, its dump lines
   and remarks.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include "gcc_compat.h"
#include "pred_client.h"
#include "pred_arm.h"
#include "pred_rewrite.h"
#include "pred_redirect.h"
#include "pred_undo.h"
#include "pred_marks.h"
#include "tree-into-ssa.h"
#include "shape_query.h"
#include "x86_costs.h"

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

/* Whether the arm E of LOOP leads into may have its memory accesses
   redirected, under POLICY: LOOP's lanes are independent (a safelen:
   omp simd, ivdep, or the copy of a loop whose indices a check found
   distinct), so that the vectorizer may turn them into gathers and
   scatters; the cost client weighs the result; the arm is not NESTED
   and ends in no branch of its own.  */
bool
redirect_allowed_p (class loop *loop, edge e, bool nested,
		    const pred_policy &policy)
{
  return !nested && loop->safelen > 1
	 && policy.cost_checked && single_succ_p (e->dest);
}

/* The edge into JOIN of the path from BRANCH other than through ARM:
   straight from BRANCH, or through blocks that hold nothing and have one
   predecessor (the forwarder loop canonicalization leaves on a loop's
   way back); NULL if there is none.  */
edge
other_path_into (basic_block branch, basic_block arm, basic_block join)
{
  edge e;
  edge_iterator ei;
  FOR_EACH_EDGE (e, ei, join->preds)
    {
      basic_block b = e->src;
      if (b == arm)
	continue;
      while (b != branch && single_pred_p (b) && single_succ_p (b)
	     && gsi_end_p (gsi_start_nondebug_after_labels_bb (b)))
	b = single_pred (b);
      if (b == branch)
	return e;
    }
  return NULL;
}

/* Whether STEPS move every statement of ARM and no PHI where it joins
   the other path (straight from the branch, or through empty blocks)
   tells the two apart: GCC's CFG cleanup would then remove the branch,
   and the undo could not put the statements back under it.  */
bool
arm_left_empty_p (const pred_arm &arm, const vs_pred_step *steps)
{
  for (unsigned i = 0; i < arm.stmts.length (); i++)
    if (!steps[i].moved)
      return false;
  /* The other path must reach the join from the branch, with another
     value for some PHI.  */
  edge out = single_succ_edge (arm.into->dest);
  edge other = other_path_into (arm.into->src, arm.into->dest, out->dest);
  if (!other)
    return true;
  for (gphi_iterator pi = gsi_start_phis (out->dest); !gsi_end_p (pi);
       gsi_next (&pi))
    if (!virtual_operand_p (gimple_phi_result (pi.phi ()))
	&& PHI_ARG_DEF_FROM_EDGE (pi.phi (), out)
	   != PHI_ARG_DEF_FROM_EDGE (pi.phi (), other))
      return false;
  return true;
}

/* Plans ARM, whose hoisting and sinking plans were refused for WHY, with
   its memory accesses redirected, per SHAPES, into STEPS.  Refused when
   a moved access would pass a store that stays and may touch the same
   memory, or when a store of the program's memory stays (GCC would mask
   it) and masked stores are not measured to pay on this tuning.  */
vs_pred_verdict
plan_redirect (const shape_query &shapes, pred_arm *arm,
	       vec<vs_pred_step> *steps, vs_pred_refusal *why)
{
  pred_classify_accesses (shapes, arm);
  int n = arm->ops.length ();
  vs_pred_refusal own;
  vs_pred_verdict verdict = vs_pred_plan_redirect (arm->ops.address (), n,
						   steps->address (), &own);
  if (verdict != VS_PRED_MOVE)
    return VS_PRED_REFUSED;
  int late = pred_moved_after_store (*arm, steps->address ());
  if (late >= 0)
    {
      why->reason = VS_PRED_READ_AFTER_STORE;
      why->op = late;
      return VS_PRED_REFUSED;
    }
  if (pred_masked_store_stays_p (*arm, steps->address ())
      && !x86_tuning_for_intel_only ())
    return VS_PRED_REFUSED;
  if (arm_left_empty_p (*arm, steps->address ()))
    {
      why->reason = VS_PRED_EMPTIES_ARM;
      return VS_PRED_REFUSED;
    }
  *why = own;
  return verdict;
}

/* Plans the arm E of LOOP leads into: describes it into ARM, its plan
   into STEPS.  Moving before the branch is tried first; when a blocking
   operation needs a value the arm loads, moving after the arm (*SINK),
   unless the branch is itself in an arm (NESTED); when that is refused
   too, moving before the branch with the arm's memory accesses
   redirected (*REDIRECT), where POLICY and LOOP allow it.  */
vs_pred_verdict
plan_arm (const shape_query &shapes, class loop *loop, edge e, bool nested,
	  const pred_policy &policy, pred_arm *arm, vec<vs_pred_step> *steps,
	  vs_pred_refusal *why, bool *sink, bool *redirect)
{
  pred_describe_arm (e, arm);
  int n = arm->ops.length ();
  steps->safe_grow_cleared (n ? n : 1);
  vs_pred_verdict verdict = vs_pred_plan_arm (arm->ops.address (), n,
					      steps->address (), why);
  *sink = false;
  if (verdict == VS_PRED_REFUSED && why->reason == VS_PRED_NEEDS_MEMORY
      && !nested && pred_can_sink_p (loop, e))
    {
      *sink = true;
      verdict = vs_pred_plan_sink (arm->ops.address (), n, steps->address (),
				   why);
      /* A store of a moved result becomes a masked store, which ran slower
	 than the scalar loop on AMD's CPUs (bench masked_pairs at haswell,
	 Zen 4 and 5) and faster on Intel's: only Intel's tunings take it.  */
      int store = vs_pred_first_stored_after (steps->address (), n);
      if (verdict == VS_PRED_MOVE && store >= 0
	  && !x86_tuning_for_intel_only ())
	{
	  verdict = VS_PRED_REFUSED;
	  why->reason = VS_PRED_STORE_UNMEASURED;
	  why->op = store;
	}
    }
  *redirect = false;
  if (verdict == VS_PRED_REFUSED && why->reason != VS_PRED_NO_SAFE_FORM
      && why->reason != VS_PRED_TYPE
      && redirect_allowed_p (loop, e, nested, policy)
      && plan_redirect (shapes, arm, steps, why) == VS_PRED_MOVE)
    {
      *sink = false;
      *redirect = true;
      verdict = VS_PRED_MOVE;
    }
  return verdict;
}

/* The verdict of the plan of the arm E of LOOP leads into.  */
vs_pred_verdict
arm_verdict (const shape_query &shapes, class loop *loop, edge e,
	     bool nested, const pred_policy &policy)
{
  pred_arm arm;
  auto_vec<vs_pred_step> steps;
  vs_pred_refusal why;
  bool sink, redirect;
  return plan_arm (shapes, loop, e, nested, policy, &arm, &steps, &why, &sink,
		   &redirect);
}

/* Plans the arm E of LOOP leads into, reports and, under POLICY,
   rewrites it.  SHAPE is the shape of its branch's condition; NESTED
   whether the branch is in an arm.  GUARD_COND: the arm ends in a
   comparison that may raise, which if-conversion will evaluate in every
   lane: its operands are selected too, even when nothing moves.  */
void
predicate_arm (const shape_query &shapes, class loop *loop, edge e,
	       vs_shape shape, bool nested, bool guard_cond,
	       const pred_policy &policy)
{
  pred_arm arm;
  auto_vec<vs_pred_step> steps;
  vs_pred_refusal why;
  bool sink, redirect;
  vs_pred_verdict verdict = plan_arm (shapes, loop, e, nested, policy, &arm,
				      &steps, &why, &sink, &redirect);
  int n = arm.ops.length ();
  if (verdict == VS_PRED_NOTHING && !guard_cond)
    return;
  gcond *cond = as_a<gcond *> (gsi_stmt (gsi_last_bb (e->src)));
  const char *side = (e->flags & EDGE_TRUE_VALUE)
		     ? (nested ? "true arm inside an arm" : "true arm")
		     : (nested ? "false arm inside an arm" : "false arm");
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
	  fprintf (dump_file, ";; predicate: branch at %s (%s), %s: left "
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
  bool stored = vs_pred_first_stored_after (steps.address (), n) >= 0;
  if (dump_file)
    {
      fprintf (dump_file, ";; predicate: branch at %s (%s), %s: %s %d "
	       "operations%s, %d selects%s%s", position_of (cond).c_str (),
	       vs_shape_class_name (shape), side,
	       policy.rewrite ? "moved" : "would move", moved,
	       sink ? " after the arm" : "",
	       vs_pred_selects (steps.address (), n),
	       stored ? ", the stores of their results after them under "
			"the branch's condition" : "",
	       guard_cond ? ", and the comparison it ends in on safe operands"
			  : "");
      if (redirect)
	fprintf (dump_file, ", %d memory accesses redirected to the plugin's "
		 "own variables where the branch is not taken",
		 vs_pred_redirects (steps.address (), n));
      fputc ('\n', dump_file);
      for (int i = 0; i < n; i++)
	if (arm.ops[i].blocks)
	  fprintf (dump_file, ";; predicate:   %s %s\n",
		   pred_op_noun (arm.ops[i], arm.stmts[i]),
		   text_of_stmt (arm.stmts[i]).c_str ());
    }
  if (!policy.rewrite)
    return;
  /* A remark for each of the program's operations (not for a guard an
     inner arm's rewrite added, which moves with them).  */
  if (dump_enabled_p ())
    for (int i = 0; i < n; i++)
      if (arm.ops[i].blocks && !pred_added_stmt_p (arm.stmts[i]))
	dump_printf_loc (MSG_OPTIMIZED_LOCATIONS, arm.stmts[i],
			 "predicated %s: it executes in every lane, on safe "
			 "operands where the branch is not taken\n",
			 pred_op_noun (arm.ops[i], arm.stmts[i]));
  if (dump_enabled_p ())
    for (int i = 0; i < n; i++)
      if (steps[i].redirected && arm.ops[i].stores)
	dump_printf_loc (MSG_OPTIMIZED_LOCATIONS, arm.stmts[i],
			 "predicated store: it executes in every lane, and "
			 "writes the program's memory only where the branch "
			 "is taken\n");
  /* Whether stock GCC would have if-converted the arm too: then the
     vector loop is no new choice, and the cost client holds it to no
     stricter price than the target's.  The arm's operations decide, not
     a comparison it ends in: GCC's if-conversion turns conditions into
     masks whatever they may raise (under GCC 12 at skylake-avx512,
     whose divisions GCC masks, stock vectorized guarded_cosine and the
     plugin's check held its own copy of the loop scalar, 4.7 times
     slower).  */
  bool gcc_converts = true;
  for (int i = 0; i < n; i++)
    gcc_converts &= !arm.ops[i].blocks || arm.ops[i].gcc_converts;
  if (gcc_converts)
    pred_note_gcc_convertible (pred_next_rewrite_id ());
  if (sink)
    pred_sink_arm (arm, steps.address ());
  else
    pred_rewrite_arm (arm, steps.address (), guard_cond);
}

/* The comparison BB ends in, when it may raise (a floating-point
   ordering, invalid on NaN).  */
gcond *
raising_comparison (basic_block bb)
{
  gimple_stmt_iterator last = gsi_last_bb (bb);
  if (gsi_end_p (last) || gimple_code (gsi_stmt (last)) != GIMPLE_COND
      || !gimple_could_trap_p (gsi_stmt (last)))
    return NULL;
  return as_a<gcond *> (gsi_stmt (last));
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

/* Pushes onto ARMS the edges of BB's final branch into arms of LOOP,
   and the branch condition's shape onto SHAPES_OF.  */
void
add_arms (const shape_query &shapes, class loop *loop, basic_block bb,
	  vec<edge> *arms, vec<vs_shape> *shapes_of)
{
  gimple_stmt_iterator last = gsi_last_bb (bb);
  if (gsi_end_p (last) || gimple_code (gsi_stmt (last)) != GIMPLE_COND)
    return;
  vs_shape shape = condition_shape (shapes, as_a<gcond *> (gsi_stmt (last)));
  edge e;
  edge_iterator ei;
  FOR_EACH_EDGE (e, ei, bb->succs)
    if (pred_arm_edge_p (loop, e))
      {
	arms->safe_push (e);
	shapes_of->safe_push (shape);
      }
}

/* A load of LOOP that reads through an index (a gather once
   vectorized), per SHAPES; NULL when there is none.  */
gimple *
indexed_read (const shape_query &shapes, class loop *loop)
{
  gimple *found = NULL;
  basic_block *bbs = get_loop_body (loop);
  for (unsigned i = 0; i < loop->num_nodes && !found; i++)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bbs[i]);
	 !gsi_end_p (gsi) && !found; gsi_next (&gsi))
      {
	gimple *stmt = gsi_stmt (gsi);
	tree lhs = gimple_get_lhs (stmt);
	if (lhs && TREE_CODE (lhs) == SSA_NAME && gimple_vuse (stmt)
	    && shapes.load_access (lhs) == VS_ACCESS_RANDOM)
	  found = stmt;
      }
  free (bbs);
  return found;
}

/* Whether LOOP, whose vectorization no cost model checks, may be handed
   to the vectorizer's cost model under POLICY: the cost client checks
   the price of predicated loops, the user did not ask for
   -fsimd-cost-model=unlimited, and -fvect-cost-model has a cost model.  */
bool
simd_loop_weighable_p (class loop *loop, const pred_policy &policy)
{
  return policy.cost_checked && loop->force_vectorize
	 && !global_options_set.x_flag_simd_cost_model
	 && flag_vect_cost_model != VECT_COST_MODEL_UNLIMITED;
}

} // namespace

void
vshape_predicate_loop (const shape_query &shapes, const pred_policy &policy)
{
  class loop *loop = shapes.context_loop ();
  if (!policy.analyse || loop->inner || loop->dont_vectorize
      || !(flag_tree_loop_vectorize || loop->force_vectorize))
    return;
  /* A loop whose vectorization no cost model checks (omp simd under the
     default -fsimd-cost-model=unlimited) would be vectorized whatever
     the selects and gathers cost.  Where the cost client checks the
     price of predicated loops, such a loop that predication changes is
     handed to the cost model (-fvect-cost-model's); else, or where the
     user asked for no cost model, it is left alone.  */
  bool weigh = unlimited_cost_model (loop);
  if (weigh && !simd_loop_weighable_p (loop, policy))
    {
      if (dump_file)
	fprintf (dump_file, ";; predicate: loop %d left alone: no cost model "
		 "checks its vectorization\n", loop->num);
      return;
    }
  unsigned first_id = pred_next_rewrite_id ();
  calculate_dominance_info (CDI_DOMINATORS);
  /* The arms of the branches every iteration evaluates, and the arms of
     the branches those arms end in.  */
  auto_vec<edge> arms, inner;
  auto_vec<vs_shape> arm_shapes, inner_shapes;
  basic_block *bbs = get_loop_body (loop);
  for (unsigned i = 0; i < loop->num_nodes; i++)
    if (bbs[i]->loop_father == loop
	&& dominated_by_p (CDI_DOMINATORS, loop->latch, bbs[i]))
      add_arms (shapes, loop, bbs[i], &arms, &arm_shapes);
  for (edge e : arms)
    add_arms (shapes, loop, e->dest, &inner, &inner_shapes);
  for (unsigned i = 0; i < loop->num_nodes; i++)
    {
      basic_block bb = bbs[i];
      bool arm = false;
      for (edge e : arms)
	arm = arm || e->dest == bb;
      for (edge e : inner)
	arm = arm || e->dest == bb;
      if (!arm && bb->loop_father == loop
	  && !dominated_by_p (CDI_DOMINATORS, loop->latch, bb))
	report_other_block (bb);
    }
  free (bbs);

  /* If-conversion evaluates the comparison of every branch in every
     lane: when something moves, one that may raise at the end of an arm
     is selected with the arm's guard, and one deeper stops predication
     in this loop.  */
  bool any_move = false;
  for (edge e : inner)
    any_move = any_move
	       || arm_verdict (shapes, loop, e, true, policy) == VS_PRED_MOVE;
  for (edge e : arms)
    any_move = any_move
	       || arm_verdict (shapes, loop, e, false, policy) == VS_PRED_MOVE;
  auto_vec<basic_block> arm_blocks;
  for (edge e : arms)
    arm_blocks.safe_push (e->dest);
  bbs = get_loop_body (loop);
  gcond *deep = NULL;
  for (unsigned i = 0; i < loop->num_nodes && any_move && !deep; i++)
    {
      basic_block bb = bbs[i];
      bool arm = false;
      for (edge e : arms)
	arm = arm || e->dest == bb;
      if (!arm && bb->loop_father == loop
	  && !pred_deep_comparison_covered_p (bb, arm_blocks)
	  && !dominated_by_p (CDI_DOMINATORS, loop->latch, bb))
	deep = raising_comparison (bb);
    }
  free (bbs);
  /* Vectorized, reads through an index can run slower than the scalar
     loop where GCC's tables price them as cheap: only the cost client
     checks that.  Without it, such a loop is left alone.  */
  gimple *indexed = any_move && !policy.cost_checked
		    ? indexed_read (shapes, loop) : NULL;
  if (indexed)
    {
      if (dump_file)
	fprintf (dump_file, ";; predicate: loop %d left alone: it reads "
		 "through an index at %s, and the cost client is off\n",
		 loop->num,
		 position_of (indexed).c_str ());
      if (dump_enabled_p ())
	dump_printf_loc (MSG_MISSED_OPTIMIZATION, indexed,
			 "loop not predicated: it reads through an index "
			 "here, and the cost client is off (vls-cost=off)\n");
      return;
    }
  if (deep)
    {
      if (dump_file)
	fprintf (dump_file, ";; predicate: loop left alone: the comparison "
		 "at %s, in a branch inside a branch, could raise in lanes "
		 "that do not reach it\n", position_of (deep).c_str ());
      if (dump_enabled_p ())
	dump_printf_loc (MSG_MISSED_OPTIMIZATION, deep,
			 "loop not predicated: this comparison, in a branch "
			 "inside a branch, could raise in lanes that do not "
			 "reach it\n");
      return;
    }

  /* Inner arms first: what they move lands in their outer arm, whose
     own move then takes it before the outer branch.  */
  for (unsigned i = 0; i < inner.length (); i++)
    predicate_arm (shapes, loop, inner[i], inner_shapes[i], true, false,
		   policy);
  for (unsigned i = 0; i < arms.length (); i++)
    predicate_arm (shapes, loop, arms[i], arm_shapes[i], false,
		   any_move && raising_comparison (arms[i]->dest), policy);
  /* Stores moved after a sinking have their virtual operands renamed.  */
  if (need_ssa_update_p (cfun))
    update_ssa (TODO_update_ssa_only_virtuals);
  if (weigh && pred_next_rewrite_id () != first_id)
    {
      pred_weigh_simd_loop (loop, first_id);
      if (dump_file)
	fprintf (dump_file, ";; predicate: loop %d: an omp simd loop, weighed "
		 "by the cost model (-fvect-cost-model=%s) until the "
		 "vectorizer is done\n", loop->num,
		 flag_vect_cost_model == VECT_COST_MODEL_VERY_CHEAP
		 ? "very-cheap" : flag_vect_cost_model == VECT_COST_MODEL_CHEAP
		 ? "cheap" : "dynamic");
    }
}
