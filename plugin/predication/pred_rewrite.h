/* The predication rewrite of one arm: its blocking operations, and the
   operations they need, move to the branch's block, where they execute
   in every iteration on operands selected by the branch's condition.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#ifndef VSHAPE_PRED_REWRITE_H
#define VSHAPE_PRED_REWRITE_H

#include "pred_arm.h"

/* Applies STEPS, the plan of ARM: before the branch, a guard (the
   branch's condition, marked for the arm's edge), then each moved
   statement in program order, each selected operand replaced by a
   select between it and its safe value under the guard.  */
void pred_rewrite_arm (const pred_arm &arm, const vs_pred_step *steps);

#endif
