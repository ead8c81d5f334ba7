/* The branch arms of a loop that predication can handle, and their
   statements described for the core's plan (src/predication).

   An arm is a block S of the loop reached from a block H on one edge of
   H's condition, where H executes in every iteration (it dominates the
   latch), S has no other predecessor and no PHI, and every edge out of
   it stays in the loop (it may end in a branch of its own, as when GCC
   threads a later test into it).

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#ifndef VSHAPE_PRED_ARM_H
#define VSHAPE_PRED_ARM_H

extern "C" {
#include "pred_plan.h"
}

/* One arm: the edge from the branch into it and its statements with
   their description for vs_pred_plan_arm, in program order.  */
struct pred_arm
{
  edge into;			/* H -> S */
  auto_vec<gimple *> stmts;
  auto_vec<vs_pred_op> ops;
};

/* Whether the edge E of a loop's branch leads into an arm of LOOP.  */
bool pred_arm_edge_p (class loop *loop, edge e);

/* Describes the statements of the arm E leads into, into ARM.  */
void pred_describe_arm (edge e, pred_arm *arm);

/* Whether STMT, in a block of a loop's branch, stops GCC's
   if-conversion (an operation that may trap without a masked form);
   its description into *OP.  */
bool pred_blocking_stmt_p (gimple *stmt, vs_pred_op *op);

/* The operand K of the statement of OP, as vs_pred_op numbers them.  */
tree pred_operand (gimple *stmt, int k);

/* Replaces operand K of STMT by VALUE.  */
void pred_set_operand (gimple *stmt, int k, tree value);

/* "division", "square root", "call", ...: what OP, the description of
   STMT, computes, for remarks.  */
const char *pred_op_noun (const vs_pred_op &op, gimple *stmt);

#endif
