/* Unit tests of the predication plan (src/predication/pred_plan.c): hand-
   built branch arms, including forms GCC's earlier passes would fold
   (a division by a difference of equal safe values).

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include "pred_plan.h"
#include "unit_check.h"

static vs_pred_operand
outside (void)
{
  return (vs_pred_operand) { VS_PRED_OUTSIDE, 0, -1, 0 };
}

/* Outside value number SAME: operands with one number are one value.  */
static vs_pred_operand
value (int same)
{
  return (vs_pred_operand) { VS_PRED_OUTSIDE, 0, -1, same };
}

static vs_pred_operand
constant (double v)
{
  return (vs_pred_operand) { VS_PRED_CONST, v, -1, 0 };
}

static vs_pred_operand
arm (int def)
{
  return (vs_pred_operand) { VS_PRED_ARM, 0, def, 0 };
}

/* A blocking binary operation of TYPE.  */
static vs_pred_op
binary (vs_pred_code code, vs_pred_type type, vs_pred_operand a,
	vs_pred_operand b)
{
  vs_pred_op op = { code, type, type, 32, true, false, 2, { a, b }, 0, { 0 },
		    false, VS_PRED_ACCESS_FIXED };
  return op;
}

static vs_pred_op
unary (vs_pred_code code, vs_pred_type type, vs_pred_type result,
       vs_pred_operand a, bool blocks)
{
  vs_pred_op op = { code, type, result, 32, blocks, false, 1, { a }, 0, { 0 },
		    false, VS_PRED_ACCESS_FIXED };
  return op;
}

/* c = 4 * (ax * bx + ay * by) / (d1 * d2): the six values from outside
   are selected; the sum, the product by 4 and the division compute on
   known exact values and need no select.  */
static void
test_dot_ratio (void)
{
  vs_pred_op ops[] = {
    binary (VS_PRED_MULT, VS_PRED_F64, outside (), outside ()),	/* 0 */
    binary (VS_PRED_MULT, VS_PRED_F64, outside (), outside ()),	/* 1 */
    binary (VS_PRED_PLUS, VS_PRED_F64, arm (0), arm (1)),	/* 2 */
    binary (VS_PRED_MULT, VS_PRED_F64, arm (2), constant (4)),	/* 3 */
    binary (VS_PRED_MULT, VS_PRED_F64, outside (), outside ()),	/* 4 */
    binary (VS_PRED_DIV, VS_PRED_F64, arm (3), arm (4)),	/* 5 */
  };
  vs_pred_step steps[6];
  vs_pred_refusal why;
  UNIT_CHECK (vs_pred_plan_arm (ops, 6, steps, &why) == VS_PRED_MOVE,
	      "dot ratio: moved");
  UNIT_CHECK (vs_pred_selects (steps, 6) == 6, "dot ratio: six selects");
  UNIT_CHECK (!steps[5].selected[0] && !steps[5].selected[1],
	      "dot ratio: the division keeps its operands");
  UNIT_CHECK (!steps[3].selected[1], "dot ratio: the constant 4 is kept");
  UNIT_CHECK (steps[5].finite, "dot ratio: the quotient is known finite");
}

/* x / (a - b): on safe values the difference is 0, so the division's
   divisor is selected too.  */
static void
test_divisor_zero_on_safe_values (void)
{
  vs_pred_op ops[] = {
    binary (VS_PRED_MINUS, VS_PRED_F64, outside (), outside ()),
    binary (VS_PRED_DIV, VS_PRED_F64, outside (), arm (0)),
  };
  vs_pred_step steps[2];
  vs_pred_refusal why;
  UNIT_CHECK (vs_pred_plan_arm (ops, 2, steps, &why) == VS_PRED_MOVE,
	      "zero divisor: moved");
  UNIT_CHECK (steps[1].selected[1] && steps[1].safe[1] == 1.0,
	      "zero divisor: the difference is selected to 1");
  UNIT_CHECK (vs_pred_selects (steps, 2) == 4, "zero divisor: four selects");
}

/* Single precision: 1 / 3 is inexact, so the constant is selected too.  */
static void
test_inexact_constant (void)
{
  vs_pred_op ops[] = {
    binary (VS_PRED_DIV, VS_PRED_F32, outside (), constant (3)),
  };
  vs_pred_step steps[1];
  vs_pred_refusal why;
  UNIT_CHECK (vs_pred_plan_arm (ops, 1, steps, &why) == VS_PRED_MOVE,
	      "inexact constant: moved");
  UNIT_CHECK (steps[0].selected[0] && steps[0].selected[1],
	      "inexact constant: both operands selected");
  vs_pred_op half[] = {
    binary (VS_PRED_MULT, VS_PRED_F32, outside (), constant (0.5)),
  };
  vs_pred_plan_arm (half, 1, steps, &why);
  UNIT_CHECK (steps[0].selected[0] && !steps[0].selected[1],
	      "exact constant: kept");
}

/* An arm whose operations GCC if-converts itself needs nothing.  */
static void
test_nothing_blocks (void)
{
  vs_pred_op ops[] = {
    unary (VS_PRED_QUIET, VS_PRED_INT_WRAP, VS_PRED_INT_WRAP, outside (),
	   false),
  };
  vs_pred_step steps[1];
  vs_pred_refusal why;
  UNIT_CHECK (vs_pred_plan_arm (ops, 1, steps, &why) == VS_PRED_NOTHING,
	      "nothing blocks");
}

/* A division of a value the arm loads cannot move above the load.  */
static void
test_needs_memory (void)
{
  vs_pred_op ops[] = {
    unary (VS_PRED_MEMORY, VS_PRED_F64, VS_PRED_F64, outside (), false),
    binary (VS_PRED_DIV, VS_PRED_F64, constant (1), arm (0)),
  };
  vs_pred_step steps[2];
  vs_pred_refusal why;
  UNIT_CHECK (vs_pred_plan_arm (ops, 2, steps, &why) == VS_PRED_REFUSED,
	      "needs memory: refused");
  UNIT_CHECK (why.reason == VS_PRED_NEEDS_MEMORY && why.op == 0,
	      "needs memory: the load is named");
}

/* Sinking: the division of two values the arm loads moves after the
   arm, both operands selected; a memory access that is not a plain
   store (it reads too) and takes the quotient cannot follow it.  */
static void
test_sink (void)
{
  vs_pred_op ops[] = {
    unary (VS_PRED_MEMORY, VS_PRED_F64, VS_PRED_F64, outside (), false),
    unary (VS_PRED_MEMORY, VS_PRED_F64, VS_PRED_F64, outside (), false),
    binary (VS_PRED_MULT, VS_PRED_F64, arm (0), constant (4)),
    binary (VS_PRED_DIV, VS_PRED_F64, arm (2), arm (1)),
  };
  ops[2].blocks = false;	/* as if the target masked it */
  vs_pred_step steps[4];
  vs_pred_refusal why;
  UNIT_CHECK (vs_pred_plan_sink (ops, 4, steps, &why) == VS_PRED_MOVE,
	      "sink: moved");
  UNIT_CHECK (!steps[0].moved && !steps[1].moved && !steps[2].moved
	      && steps[3].moved, "sink: only the division and its users");
  UNIT_CHECK (steps[3].selected[0] && steps[3].selected[1],
	      "sink: the loaded operands are selected");
  vs_pred_op stored[] = {
    unary (VS_PRED_MEMORY, VS_PRED_F64, VS_PRED_F64, outside (), false),
    binary (VS_PRED_DIV, VS_PRED_F64, constant (1), arm (0)),
    unary (VS_PRED_MEMORY, VS_PRED_F64, VS_PRED_F64, arm (1), false),
  };
  UNIT_CHECK (vs_pred_plan_sink (stored, 3, steps, &why) == VS_PRED_REFUSED
	      && why.reason == VS_PRED_FEEDS_MEMORY && why.op == 2,
	      "sink: a reading access of the quotient is refused");
  /* cell = (int) x; t = f[cell]; r = q * t: the conversion blocks and
     would sink, but the read, which stays, is addressed by its result
     (a use the plan sees only as hidden).  */
  vs_pred_op addressed[] = {
    unary (VS_PRED_CONVERT, VS_PRED_F64, VS_PRED_INT_UNDEF, outside (),
	   true),
    unary (VS_PRED_MEMORY, VS_PRED_F64, VS_PRED_F64, outside (), false),
    binary (VS_PRED_MULT, VS_PRED_F64, outside (), arm (1)),
  };
  addressed[1].n_hidden = 1;
  addressed[1].hidden[0] = 0;
  UNIT_CHECK (vs_pred_plan_sink (addressed, 3, steps, &why)
	      == VS_PRED_REFUSED
	      && why.reason == VS_PRED_FEEDS_MEMORY && why.op == 1,
	      "sink: a read addressed by a sunk conversion is refused");
  addressed[1].n_hidden = 0;
  UNIT_CHECK (vs_pred_plan_sink (addressed, 3, steps, &why) == VS_PRED_MOVE
	      && steps[0].moved && !steps[1].moved,
	      "sink: without the hidden use the plan would move the "
	      "conversion past its read");
}

/* Sinking into a store: t = 1 / x[j]; y = t is a masked store after
   the division, which leaves the arm for a block of its own (and every
   store after it, in order); a read after it, or a store whose address
   the division computes, is refused.  */
static void
test_sink_store (void)
{
  vs_pred_op ops[] = {
    unary (VS_PRED_MEMORY, VS_PRED_F64, VS_PRED_F64, outside (), false),
    binary (VS_PRED_DIV, VS_PRED_F64, constant (1), arm (0)),
    unary (VS_PRED_MEMORY, VS_PRED_F64, VS_PRED_F64, arm (1), false),
    unary (VS_PRED_MEMORY, VS_PRED_F64, VS_PRED_F64, outside (), false),
  };
  ops[2].stores = ops[3].stores = true;
  vs_pred_step steps[4];
  vs_pred_refusal why;
  UNIT_CHECK (vs_pred_plan_sink (ops, 4, steps, &why) == VS_PRED_MOVE,
	      "sink store: moved");
  UNIT_CHECK (!steps[0].moved && steps[1].moved && !steps[2].moved
	      && steps[2].stored_after && steps[3].stored_after
	      && !steps[0].stored_after && !steps[1].stored_after,
	      "sink store: the division moves, its store and the store after "
	      "it follow");
  UNIT_CHECK (steps[1].selected[1] && !steps[1].selected[0],
	      "sink store: the loaded divisor is selected");
  UNIT_CHECK (vs_pred_selects (steps, 4) == 1,
	      "sink store: the stores select nothing");
  UNIT_CHECK (vs_pred_plan_arm (ops, 4, steps, &why) == VS_PRED_REFUSED
	      && why.reason == VS_PRED_NEEDS_MEMORY,
	      "sink store: moving before the branch still needs the load");

  ops[3].stores = false;	/* a read after the store */
  UNIT_CHECK (vs_pred_plan_sink (ops, 4, steps, &why) == VS_PRED_REFUSED
	      && why.reason == VS_PRED_READ_AFTER_STORE && why.op == 3,
	      "sink store: a read after the store is refused");

  /* The division's result is the address of the store (hidden).  */
  vs_pred_op addressed[] = {
    unary (VS_PRED_MEMORY, VS_PRED_F64, VS_PRED_F64, outside (), false),
    binary (VS_PRED_DIV, VS_PRED_F64, constant (1), arm (0)),
    unary (VS_PRED_MEMORY, VS_PRED_F64, VS_PRED_F64, outside (), false),
  };
  addressed[2].stores = true;
  addressed[2].n_hidden = 1;
  addressed[2].hidden[0] = 1;
  UNIT_CHECK (vs_pred_plan_sink (addressed, 3, steps, &why)
	      == VS_PRED_REFUSED
	      && why.reason == VS_PRED_FEEDS_MEMORY && why.op == 2,
	      "sink store: a store addressed by a moved result is refused");

  /* A store before the division stays in the arm.  */
  vs_pred_op before[] = {
    unary (VS_PRED_MEMORY, VS_PRED_F64, VS_PRED_F64, outside (), false),
    unary (VS_PRED_MEMORY, VS_PRED_F64, VS_PRED_F64, arm (0), false),
    binary (VS_PRED_DIV, VS_PRED_F64, constant (1), arm (0)),
    unary (VS_PRED_MEMORY, VS_PRED_F64, VS_PRED_F64, arm (2), false),
  };
  before[1].stores = before[3].stores = true;
  UNIT_CHECK (vs_pred_plan_sink (before, 4, steps, &why) == VS_PRED_MOVE
	      && !steps[1].stored_after && steps[3].stored_after,
	      "sink store: a store of a loaded value before it stays");
}

/* An operation that uses a result of the arm other than as an operand
   (inside a condition, say) cannot move: that value could not be
   selected.  */
static void
test_hidden_use_stays (void)
{
  vs_pred_op ops[] = {
    binary (VS_PRED_MULT, VS_PRED_F64, outside (), outside ()),
    binary (VS_PRED_DIV, VS_PRED_F64, outside (), outside ()),
  };
  ops[0].blocks = false;
  ops[1].n_hidden = 1;
  ops[1].hidden[0] = 0;
  vs_pred_step steps[2];
  vs_pred_refusal why;
  UNIT_CHECK (vs_pred_plan_arm (ops, 2, steps, &why) == VS_PRED_REFUSED
	      && why.reason == VS_PRED_NO_SAFE_FORM && why.op == 1,
	      "a blocking division with a hidden use is refused");
}

/* A call with no known safe form.  */
static void
test_no_safe_form (void)
{
  vs_pred_op ops[] = {
    unary (VS_PRED_OTHER_TRAP, VS_PRED_F64, VS_PRED_F64, outside (), true),
  };
  vs_pred_step steps[1];
  vs_pred_refusal why;
  UNIT_CHECK (vs_pred_plan_arm (ops, 1, steps, &why) == VS_PRED_REFUSED
	      && why.reason == VS_PRED_NO_SAFE_FORM, "no safe form");
}

/* sqrt (a - b): the difference is 0 on safe values, and sqrt (0) is
   exact.  */
static void
test_sqrt (void)
{
  vs_pred_op ops[] = {
    binary (VS_PRED_MINUS, VS_PRED_F64, outside (), outside ()),
    unary (VS_PRED_SQRT, VS_PRED_F64, VS_PRED_F64, arm (0), true),
  };
  vs_pred_step steps[2];
  vs_pred_refusal why;
  UNIT_CHECK (vs_pred_plan_arm (ops, 2, steps, &why) == VS_PRED_MOVE,
	      "sqrt: moved");
  UNIT_CHECK (!steps[1].selected[0] && vs_pred_selects (steps, 2) == 2,
	      "sqrt: its operand is exact");
  vs_pred_op two[] = {
    binary (VS_PRED_PLUS, VS_PRED_F64, outside (), outside ()),
    unary (VS_PRED_SQRT, VS_PRED_F64, VS_PRED_F64, arm (0), true),
  };
  vs_pred_plan_arm (two, 2, steps, &why);
  UNIT_CHECK (steps[1].selected[0], "sqrt (2) is inexact: selected");
}

/* A mesh cosine's arm: d1 = sqrt (ux * ux + uy * uy), d2 likewise of v,
   and 4 * (ux * vx + uy * vy) / (d1 * d2).  With every coordinate 1
   where the arm is not taken, each sum is 2, whose square root is
   inexact: the sums take selects too, six in all.  Told which operands
   are one value, the plan gives y the safe value 0: the sums are 1, and
   the four coordinates' selects are all.  */
static void
test_distance_safe_values (void)
{
#define COSINE_ARM(UX, UY, VX, VY)					\
  {									\
    binary (VS_PRED_MULT, VS_PRED_F64, UX, UX),		/* 0 */	\
    binary (VS_PRED_MULT, VS_PRED_F64, UY, UY),		/* 1 */	\
    binary (VS_PRED_PLUS, VS_PRED_F64, arm (0), arm (1)),	/* 2 */	\
    unary (VS_PRED_SQRT, VS_PRED_F64, VS_PRED_F64, arm (2), true),	\
    binary (VS_PRED_MULT, VS_PRED_F64, VX, VX),		/* 4 */	\
    binary (VS_PRED_MULT, VS_PRED_F64, VY, VY),		/* 5 */	\
    binary (VS_PRED_PLUS, VS_PRED_F64, arm (4), arm (5)),	/* 6 */	\
    unary (VS_PRED_SQRT, VS_PRED_F64, VS_PRED_F64, arm (6), true),	\
    binary (VS_PRED_MULT, VS_PRED_F64, UX, VX),		/* 8 */	\
    binary (VS_PRED_MULT, VS_PRED_F64, UY, VY),		/* 9 */	\
    binary (VS_PRED_PLUS, VS_PRED_F64, arm (8), arm (9)),	/* 10 */ \
    binary (VS_PRED_MULT, VS_PRED_F64, arm (10), constant (4)),		\
    binary (VS_PRED_MULT, VS_PRED_F64, arm (3), arm (7)),	/* 12 */ \
    binary (VS_PRED_DIV, VS_PRED_F64, arm (11), arm (12)),	/* 13 */ \
  }
  vs_pred_op unnumbered[] = COSINE_ARM (outside (), outside (), outside (),
					outside ());
  vs_pred_op numbered[] = COSINE_ARM (value (1), value (2), value (3),
				      value (4));
#undef COSINE_ARM
  vs_pred_step steps[14];
  vs_pred_refusal why;
  UNIT_CHECK (vs_pred_plan_arm (unnumbered, 14, steps, &why) == VS_PRED_MOVE
	      && steps[3].selected[0] && steps[7].selected[0],
	      "cosine, values not numbered: the sums are selected");
  UNIT_CHECK (vs_pred_plan_arm (numbered, 14, steps, &why) == VS_PRED_MOVE,
	      "cosine, numbered values: moved");
  UNIT_CHECK (!steps[3].selected[0] && !steps[7].selected[0],
	      "cosine, numbered values: the sums keep their value");
  bool one_safe = true;
  for (int i = 0; i < 14; i++)
    for (int k = 0; k < 2; k++)
      if (steps[i].selected[k] && numbered[i].operands[k].same)
	for (int j = 0; j < 14; j++)
	  for (int l = 0; l < 2; l++)
	    if (steps[j].selected[l]
		&& numbered[j].operands[l].same == numbered[i].operands[k].same)
	      one_safe = one_safe && steps[j].safe[l] == steps[i].safe[k];
  UNIT_CHECK (one_safe, "cosine, numbered values: one safe value each");
  UNIT_CHECK (steps[13].finite, "cosine: the quotient is known finite");
}

/* x / (a - b), a and b numbered: 1 - 0 is a divisor that needs no
   select; x, numbered too, keeps 1 (0 / 1 would do as well).  */
static void
test_difference_safe_values (void)
{
  vs_pred_op ops[] = {
    binary (VS_PRED_MINUS, VS_PRED_F64, value (1), value (2)),
    binary (VS_PRED_DIV, VS_PRED_F64, value (3), arm (0)),
  };
  vs_pred_step steps[2];
  vs_pred_refusal why;
  UNIT_CHECK (vs_pred_plan_arm (ops, 2, steps, &why) == VS_PRED_MOVE
	      && !steps[1].selected[1] && vs_pred_selects (steps, 2) == 3,
	      "difference, numbered values: the divisor needs no select");
  UNIT_CHECK (steps[0].safe[0] != steps[0].safe[1],
	      "difference, numbered values: two safe values");
}

/* Integer division: the divisor, and an integer conversion the arm
   computes it from.  */
static void
test_integer_division (void)
{
  vs_pred_op ops[] = {
    unary (VS_PRED_CONVERT, VS_PRED_F64, VS_PRED_INT_UNDEF, outside (),
	   false),
    binary (VS_PRED_DIV, VS_PRED_INT_UNDEF, constant (100), arm (0)),
  };
  vs_pred_step steps[2];
  vs_pred_refusal why;
  UNIT_CHECK (vs_pred_plan_arm (ops, 2, steps, &why) == VS_PRED_MOVE,
	      "integer division: moved with its conversion");
  UNIT_CHECK (steps[0].moved && steps[0].selected[0],
	      "integer division: the conversion's operand is selected");
  vs_pred_op quiet[] = {
    unary (VS_PRED_QUIET, VS_PRED_F64, VS_PRED_F64, outside (), false),
    binary (VS_PRED_DIV, VS_PRED_F64, arm (0), constant (2)),
  };
  vs_pred_plan_arm (quiet, 2, steps, &why);
  UNIT_CHECK (!steps[0].finite && steps[1].finite,
	      "a quiet copy is not known, the division on its select is");
  UNIT_CHECK (!steps[1].selected[1], "integer division: divisor known 1");
  vs_pred_op plain[] = {
    binary (VS_PRED_MOD, VS_PRED_INT_WRAP, outside (), outside ()),
  };
  vs_pred_plan_arm (plain, 1, steps, &why);
  UNIT_CHECK (steps[0].selected[1], "integer modulo: divisor selected");
}

/* Comparisons give 0 or 1; a division by such a result is selected.  */
static void
test_comparison (void)
{
  vs_pred_op ops[] = {
    binary (VS_PRED_LT, VS_PRED_F64, outside (), outside ()),
    unary (VS_PRED_CONVERT, VS_PRED_INT_WRAP, VS_PRED_F64, arm (0), false),
    binary (VS_PRED_DIV, VS_PRED_F64, constant (2), arm (1)),
  };
  ops[0].result_type = VS_PRED_INT_WRAP;
  vs_pred_step steps[3];
  vs_pred_refusal why;
  UNIT_CHECK (vs_pred_plan_arm (ops, 3, steps, &why) == VS_PRED_MOVE,
	      "comparison: moved");
  UNIT_CHECK (steps[2].selected[1], "comparison: 1 < 1 is 0, selected");
}

/* Not-modelled types and arms too long.  */
static void
test_limits (void)
{
  vs_pred_op ld[] = {
    binary (VS_PRED_DIV, VS_PRED_TYPE_OTHER, outside (), outside ()),
  };
  vs_pred_step steps[VS_PRED_MAX_MOVED + 1];
  vs_pred_refusal why;
  UNIT_CHECK (vs_pred_plan_arm (ld, 1, steps, &why) == VS_PRED_REFUSED
	      && why.reason == VS_PRED_TYPE, "long double refused");
  vs_pred_op many[VS_PRED_MAX_MOVED + 1];
  for (int i = 0; i <= VS_PRED_MAX_MOVED; i++)
    many[i] = binary (VS_PRED_DIV, VS_PRED_F64, outside (), outside ());
  UNIT_CHECK (vs_pred_plan_arm (many, VS_PRED_MAX_MOVED + 1, steps, &why)
	      == VS_PRED_REFUSED && why.reason == VS_PRED_TOO_MANY,
	      "too many refused");
}

/* A memory access of KIND: a load, or a store of VALUE.  */
static vs_pred_op
access (vs_pred_access kind, bool stores, vs_pred_operand value)
{
  vs_pred_op op = unary (VS_PRED_MEMORY, VS_PRED_F64, VS_PRED_F64, value,
			 false);
  op.stores = stores;
  op.access = kind;
  return op;
}

/* The arm of a half-list force loop: 1 / rsq, a force from a table
   entry, f[j] -= the force, and a per-lane sum.  Redirecting, the table
   and f[j] are read and f[j] written through selected addresses (the
   loads read 1 where the arm is not taken, so that the force is 1 - 1
   and f[j]'s new value 1 - 0, exact); the sum's load moves as it is and
   its store stays.  */
static void
test_redirect (void)
{
  vs_pred_op ops[] = {
    binary (VS_PRED_DIV, VS_PRED_F64, constant (1), value (1)),
    binary (VS_PRED_MULT, VS_PRED_F64, arm (0), arm (0)),
    access (VS_PRED_ACCESS_REDIRECT, false, outside ()),
    binary (VS_PRED_MULT, VS_PRED_F64, arm (1), arm (2)),
    binary (VS_PRED_MINUS, VS_PRED_F64, arm (3), arm (2)),
    access (VS_PRED_ACCESS_REDIRECT, false, outside ()),
    binary (VS_PRED_MINUS, VS_PRED_F64, arm (5), arm (4)),
    access (VS_PRED_ACCESS_REDIRECT, true, arm (6)),
    access (VS_PRED_ACCESS_PRIVATE, false, outside ()),
    binary (VS_PRED_PLUS, VS_PRED_F64, arm (8), arm (4)),
    access (VS_PRED_ACCESS_PRIVATE, true, arm (9)),
  };
  vs_pred_step steps[11];
  vs_pred_refusal why;
  UNIT_CHECK (vs_pred_plan_arm (ops, 11, steps, &why) == VS_PRED_REFUSED
	      && why.reason == VS_PRED_NEEDS_MEMORY,
	      "redirect: the hoisting plan needs the loads");
  UNIT_CHECK (vs_pred_plan_redirect (ops, 11, steps, &why) == VS_PRED_MOVE,
	      "redirect: moved");
  bool all_but_last = !steps[10].moved;
  for (int i = 0; i < 10; i++)
    all_but_last = all_but_last && steps[i].moved;
  UNIT_CHECK (all_but_last, "redirect: everything moves but the private "
	      "store");
  UNIT_CHECK (steps[2].redirected && steps[5].redirected
	      && steps[7].redirected && !steps[8].redirected
	      && vs_pred_redirects (steps, 11) == 3,
	      "redirect: the table, f[j] and its store are redirected");
  UNIT_CHECK (steps[2].safe[0] == 1 && steps[5].safe[0] == 1,
	      "redirect: the slots hold 1");
  UNIT_CHECK (steps[0].selected[1] && !steps[3].selected[0]
	      && !steps[3].selected[1] && !steps[4].selected[0]
	      && !steps[6].selected[0] && !steps[6].selected[1]
	      && !steps[7].selected[0],
	      "redirect: only the divisor is selected before the sum");
  UNIT_CHECK (steps[9].selected[0] && !steps[9].selected[1],
	      "redirect: the private sum's unknown operand is selected");
  UNIT_CHECK (vs_pred_plan_sink (ops, 11, steps, &why) == VS_PRED_REFUSED,
	      "redirect: sinking refuses the arm");

  /* A load that stays, or a private load whose address the arm
     computes, keeps the arm.  */
  ops[2].access = VS_PRED_ACCESS_FIXED;
  UNIT_CHECK (vs_pred_plan_redirect (ops, 11, steps, &why) == VS_PRED_REFUSED
	      && why.reason == VS_PRED_NEEDS_MEMORY && why.op == 2,
	      "redirect: a fixed load refused");
  ops[2].access = VS_PRED_ACCESS_REDIRECT;
  ops[8].n_hidden = 1;
  ops[8].hidden[0] = 1;
  UNIT_CHECK (vs_pred_plan_redirect (ops, 11, steps, &why) == VS_PRED_REFUSED
	      && why.op == 8, "redirect: a private load at a computed address "
	      "refused");

  /* With nothing blocking, a redirected store still leaves the arm;
     a fixed store does not.  */
  vs_pred_op store[] = {
    binary (VS_PRED_PLUS, VS_PRED_INT_WRAP, value (1), constant (1)),
    access (VS_PRED_ACCESS_REDIRECT, true, arm (0)),
  };
  store[0].blocks = false;
  UNIT_CHECK (vs_pred_plan_redirect (store, 2, steps, &why) == VS_PRED_MOVE
	      && steps[0].moved && steps[1].moved && steps[1].redirected
	      && vs_pred_selects (steps, 2) == 0,
	      "redirect: a store through an index leaves the arm");
  store[1].access = VS_PRED_ACCESS_FIXED;
  UNIT_CHECK (vs_pred_plan_redirect (store, 2, steps, &why)
	      == VS_PRED_NOTHING, "redirect: a fixed store stays");
}

int
main (void)
{
  test_dot_ratio ();
  test_divisor_zero_on_safe_values ();
  test_inexact_constant ();
  test_nothing_blocks ();
  test_needs_memory ();
  test_sink ();
  test_sink_store ();
  test_no_safe_form ();
  test_hidden_use_stays ();
  test_sqrt ();
  test_distance_safe_values ();
  test_difference_safe_values ();
  test_integer_division ();
  test_comparison ();
  test_limits ();
  test_redirect ();
  return unit_finish ();
}
