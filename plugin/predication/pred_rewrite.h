/* The predication rewrite of one arm: its blocking operations, and the
   operations they need, move to the branch's block, where they execute
   in every iteration on operands selected by the branch's condition.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#ifndef VSHAPE_PRED_REWRITE_H
#define VSHAPE_PRED_REWRITE_H

#include "pred_arm.h"

/* The constant VALUE, a whole number, of TYPE.  */
tree pred_safe_constant (tree type, double value);

/* Inserts before AT, for rewrite ID, the select of VALUE under GUARD
   (true where the arm is taken: ON_TRUE) against OTHER, at LOC; returns
   its name (PRED_SAFE).  */
tree pred_insert_select (gimple_stmt_iterator *at, tree guard, bool on_true,
			 tree value, tree other, unsigned id, location_t loc);

/* The number the next rewrite of this compilation will take.  */
unsigned pred_next_rewrite_id ();

/* Applies STEPS, the plan of ARM: before the branch, a guard (the
   branch's condition, marked for the arm's edge), then each moved
   statement in program order, each selected operand replaced by a
   select between it and its safe value under the guard.  GUARD_COND:
   the arm ends in a comparison that may raise; its operands are
   selected too, at the end of the arm, since if-conversion evaluates it
   in every lane.  */
void pred_rewrite_arm (const pred_arm &arm, const vs_pred_step *steps,
		       bool guard_cond);

/* Whether the comparison BB ends in, below the arms ARMS (the arms of
   branches every iteration takes), is safe in every lane once those
   arms' own comparisons compare safe operands: it reads only finite
   constants and values that an arm's ordered floating-point comparison
   reads, in blocks that arm dominates, or PHIs of such values (which
   then read the arm's selects).  Where it is reached, a NaN among them
   has raised already; elsewhere it compares safe values.  */
bool pred_deep_comparison_covered_p (basic_block bb,
				     const vec<basic_block> &arms);

/* Whether the arm E leads into can sink its moved operations into the
   block it joins: the arm has one successor, which runs in every
   iteration of LOOP, is not its latch, and holds no other sinking.  */
bool pred_can_sink_p (class loop *loop, edge e);

/* Applies STEPS, a plan of vs_pred_plan_sink for ARM: at the start of
   the join, after a guard (the branch's condition, marked for the arm's
   edge), each moved statement in program order, each selected operand,
   and each value of the arm it reads, replaced by a PHI of the join (the
   value from the arm, a safe one from the other edges); then, for each
   PHI of the join that took a moved result from the arm, a select of
   the result under the guard, which its uses read instead.  */
void pred_sink_arm (const pred_arm &arm, const vs_pred_step *steps);

#endif
