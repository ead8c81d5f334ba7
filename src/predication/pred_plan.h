/* Predication of guarded operations: which operations of one branch arm
   must leave the arm so that the loop can be if-converted, and which of
   their operands must be replaced by a safe value where the arm is not
   taken, so that the moved operations raise no floating-point exception
   and no trap the program would not raise.

   The client describes the arm as a list of operations in program order;
   each operand is a constant, a value from outside the arm, or the result
   of an earlier operation of the arm.  The plan says, per operation,
   whether it moves and, per operand, whether it is selected:

     operand' = taken ? operand : safe

   In lanes where the arm is not taken, every moved operation then
   computes on known values, exactly, and so raises nothing.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#ifndef VSHAPE_PRED_PLAN_H
#define VSHAPE_PRED_PLAN_H

#include <stdbool.h>

/* What an operation computes, as far as exceptions go.  */
typedef enum vs_pred_code
{
  VS_PRED_PLUS,
  VS_PRED_MINUS,
  VS_PRED_MULT,
  VS_PRED_DIV,			/* floating / or integer / (truncating) */
  VS_PRED_MOD,			/* integer % */
  VS_PRED_SQRT,
  VS_PRED_MIN,
  VS_PRED_MAX,
  VS_PRED_NEGATE,		/* never raises: a sign flip */
  VS_PRED_ABS,			/* never raises: a sign clear */
  VS_PRED_LT,			/* comparisons: the result is 0 or 1 */
  VS_PRED_LE,
  VS_PRED_GT,
  VS_PRED_GE,
  VS_PRED_EQ,
  VS_PRED_NE,
  VS_PRED_CONVERT,		/* to the result type: int <-> float, or
				   between floating types */
  VS_PRED_QUIET,		/* raises and traps never (wrapping integer
				   arithmetic, bit operations, copies); its
				   value is not followed */
  VS_PRED_MEMORY,		/* reads or writes memory: stays in the arm */
  VS_PRED_OTHER_TRAP		/* may raise or trap, with no known safe
				   form (a call, say) */
} vs_pred_code;

/* The type an operation computes in, or its result's type.  */
typedef enum vs_pred_type
{
  VS_PRED_F32,			/* IEEE single */
  VS_PRED_F64,			/* IEEE double */
  VS_PRED_INT_WRAP,		/* integer whose overflow wraps */
  VS_PRED_INT_UNDEF,		/* integer whose overflow is undefined */
  VS_PRED_TYPE_OTHER		/* anything else (long double, vectors) */
} vs_pred_type;

typedef enum vs_pred_operand_kind
{
  VS_PRED_CONST,		/* a constant: VALUE */
  VS_PRED_OUTSIDE,		/* defined before the arm: any value */
  VS_PRED_ARM			/* the result of operation DEF of the arm */
} vs_pred_operand_kind;

typedef struct vs_pred_operand
{
  vs_pred_operand_kind kind;
  double value;			/* VS_PRED_CONST */
  int def;			/* VS_PRED_ARM: an earlier operation */
  int same;			/* VS_PRED_OUTSIDE: operands with the same
				   number from 1 to VS_PRED_MAX_SAME are one
				   program value (one select serves them);
				   0: not known to be any other's */
} vs_pred_operand;

/* The outside values a plan tells apart (vs_pred_operand.same).  */
#define VS_PRED_MAX_SAME 16

#define VS_PRED_MAX_OPERANDS 3

/* Results of the arm an operation may use besides its operands; a
   client that finds more describes the operation as VS_PRED_OTHER_TRAP
   and blocking.  */
#define VS_PRED_MAX_HIDDEN 4

/* How a memory access of an arm may leave it, in a redirecting plan
   (vs_pred_plan_redirect); the other plans keep every access in the
   arm.  */
typedef enum vs_pred_access
{
  VS_PRED_ACCESS_FIXED,		/* it stays in the arm */
  VS_PRED_ACCESS_PRIVATE,	/* valid in every lane and seen by no other
				   thread (a per-lane array of omp simd): a
				   load may move as it is; a store stays,
				   for GCC masks it */
  VS_PRED_ACCESS_REDIRECT	/* its address can be selected: where the
				   arm is not taken, a load reads a slot of
				   the plugin's that holds the safe value,
				   a store writes a sink of the plugin's.
				   A store of this kind leaves the arm (the
				   target could not mask it) */
} vs_pred_access;

typedef struct vs_pred_op
{
  vs_pred_code code;
  vs_pred_type type;		/* the operands' type */
  vs_pred_type result_type;	/* differs for conversions, comparisons */
  int precision;		/* bits of an integer type */
  bool blocks;			/* the if-conversion refuses it in an arm
				   (it may trap and the target has no masked
				   form of it) */
  bool gcc_converts;		/* it blocks, but GCC's if-conversion would
				   execute it in every lane itself (a const
				   square root, GCC 11 to 15): moved for the
				   flags, not for the vectorizer */
  int n_operands;
  vs_pred_operand operands[VS_PRED_MAX_OPERANDS];
  int n_hidden;			/* earlier operations of the arm whose
				   results it uses other than as OPERANDS
				   (the address of a load or store) */
  int hidden[VS_PRED_MAX_HIDDEN];
  bool stores;			/* VS_PRED_MEMORY: it writes memory; its
				   first operand is the value stored */
  vs_pred_access access;	/* VS_PRED_MEMORY: how it may leave */
} vs_pred_op;

/* The plan of one operation.  */
typedef struct vs_pred_step
{
  bool moved;			/* leaves the arm, executes in every lane */
  bool selected[VS_PRED_MAX_OPERANDS];
  double safe[VS_PRED_MAX_OPERANDS];	/* when selected: a whole number */
  bool finite;			/* moved, and its result is a known finite
				   value where the arm is not taken */
  bool stored_after;		/* sinking: a store of a moved result, or a
				   store after one; it leaves the arm for a
				   block after the moved operations, under
				   the arm's condition */
  bool redirected;		/* a moved memory access whose address is
				   selected (VS_PRED_ACCESS_REDIRECT); a
				   load then reads SAFE[0] where the arm is
				   not taken */
} vs_pred_step;

typedef enum vs_pred_verdict
{
  VS_PRED_NOTHING,		/* no operation blocks the if-conversion */
  VS_PRED_MOVE,			/* the plan moves operations */
  VS_PRED_REFUSED		/* some blocking operation cannot move */
} vs_pred_verdict;

typedef enum vs_pred_reason
{
  VS_PRED_OK,
  VS_PRED_NEEDS_MEMORY,		/* it needs a value the arm loads */
  VS_PRED_FEEDS_MEMORY,		/* the arm reads or writes memory at an
				   address it computes (sinking) */
  VS_PRED_READ_AFTER_STORE,	/* the arm reads memory after storing its
				   result (sinking) */
  VS_PRED_STORE_UNMEASURED,	/* the arm stores its result, and the
				   client has no measurement saying a
				   masked store pays (set by the client) */
  VS_PRED_EMPTIES_ARM,		/* redirecting: every statement would
				   leave the arm, and GCC would remove the
				   branch the undo needs (set by the
				   client) */
  VS_PRED_NO_SAFE_FORM,		/* a call, or an operation not modelled */
  VS_PRED_TYPE,			/* a type not modelled */
  VS_PRED_TOO_MANY		/* more than VS_PRED_MAX_MOVED operations
				   to move, or VS_PRED_MAX_ARM in all */
} vs_pred_reason;

/* More moved operations than this would execute too much work in lanes
   that do not need it.  */
#define VS_PRED_MAX_MOVED 48

/* Arms longer than this are not planned.  */
#define VS_PRED_MAX_ARM 256

typedef struct vs_pred_refusal
{
  vs_pred_reason reason;
  int op;			/* the operation that cannot move */
} vs_pred_refusal;

/* Plans the N operations OPS of one arm into STEPS (N entries): the
   blocking operations and the operations they depend on move, and their
   operands are selected as needed.  Each outside value (numbered by
   vs_pred_operand.same) takes one safe value, 1, 0 or 2, chosen so that
   the rewrite makes as few selects as it can (the sums of squares of a
   distance have a whole square root on 1 and 0).  On VS_PRED_REFUSED,
   WHY says which operation and why; STEPS are then not a plan.  */
vs_pred_verdict vs_pred_plan_arm (const vs_pred_op *ops, int n,
				  vs_pred_step *steps, vs_pred_refusal *why);

/* The other way, for an arm whose blocking operations need values it
   loads: the blocking operations and every operation that uses their
   results move after the arm, to the block where it joins the others;
   operands the arm computes reach them through the join, and count as
   unknown where the arm is not taken.  A store of a moved result, and
   every store after it, leave the arm too (stored_after): they follow
   the moved operations, under the arm's condition.  Refused when the
   arm accesses memory at an address computed from a moved result, or
   reads memory after such a store.  */
vs_pred_verdict vs_pred_plan_sink (const vs_pred_op *ops, int n,
				   vs_pred_step *steps, vs_pred_refusal *why);

/* The plan of an arm that reads or writes memory through an index, for
   a loop whose lanes the vectorizer may treat as independent (omp simd):
   as vs_pred_plan_arm, except that the stores of kind
   VS_PRED_ACCESS_REDIRECT leave the arm too, with what they need, and
   that a load a moved operation needs may move: one of kind
   VS_PRED_ACCESS_PRIVATE as it is, one of kind VS_PRED_ACCESS_REDIRECT
   redirected.  A moved access then executes in every lane, and touches
   the program's memory only where the arm is taken.  The client checks
   that no moved access follows a store that stays and may touch the
   same memory.  */
vs_pred_verdict vs_pred_plan_redirect (const vs_pred_op *ops, int n,
				       vs_pred_step *steps,
				       vs_pred_refusal *why);

/* How many of STEPS (N entries) are redirected.  */
int vs_pred_redirects (const vs_pred_step *steps, int n);

/* How many operands STEPS (N entries) select.  */
int vs_pred_selects (const vs_pred_step *steps, int n);

/* The first of STEPS (N entries) that is stored_after; -1 when none
   is.  */
int vs_pred_first_stored_after (const vs_pred_step *steps, int n);

/* A few words for REASON, for dumps and remarks.  */
const char *vs_pred_reason_text (vs_pred_reason reason);

#endif
