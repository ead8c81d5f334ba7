/* Predication of guarded operations: the plan of one branch arm (see
   pred_plan.h).

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include "pred_plan.h"

#include <fenv.h>
#include <stdint.h>

/* The value every selected operand takes where the arm is not taken:
   every modelled operation on ones is exact.  */
#define SAFE_VALUE 1.0

/* Integers beyond this are not followed (their products would leave
   int64_t).  */
#define INT_LIMIT 2147483648.0

/* The value of one operand in the lanes where the arm is not taken:
   V when KNOWN; else any, and SAFE once selected.  */
typedef struct lane_value
{
  bool known;
  double v;
  double safe;
} lane_value;

static bool
floating_p (vs_pred_type t)
{
  return t == VS_PRED_F32 || t == VS_PRED_F64;
}

static bool
integer_p (vs_pred_type t)
{
  return t == VS_PRED_INT_WRAP || t == VS_PRED_INT_UNDEF;
}

static bool
finite_p (double v)
{
  return v == v && v - v == 0.0;
}

/* Whether V is a whole number inside the range of signed integers of
   PRECISION bits, and within INT_LIMIT.  */
static bool
fits_int (double v, int precision)
{
  if (!finite_p (v) || v != (double) (int64_t) v)
    return false;
  double limit = INT_LIMIT;
  if (precision > 0 && precision < 32)
    limit = (double) ((int64_t) 1 << (precision - 1));
  return v >= -limit && v < limit;
}

/* Whether OP can raise a floating-point exception, trap or overflow with
   undefined behaviour on some operands: such an operation, once moved,
   needs operands whose result is exact.  */
static bool
may_raise (const vs_pred_op *op)
{
  switch (op->code)
    {
    case VS_PRED_QUIET:
    case VS_PRED_MEMORY:
      return false;
    case VS_PRED_NEGATE:
    case VS_PRED_ABS:
      return op->type == VS_PRED_INT_UNDEF;
    case VS_PRED_CONVERT:
      return floating_p (op->type) || floating_p (op->result_type);
    case VS_PRED_DIV:
    case VS_PRED_MOD:
      return true;
    case VS_PRED_PLUS:
    case VS_PRED_MINUS:
    case VS_PRED_MULT:
      return op->type != VS_PRED_INT_WRAP;
    default:
      return floating_p (op->type);
    }
}

/* Rounds V to single precision, or leaves it, by TYPE.  */
static double
in_type (double v, vs_pred_type type)
{
  return type == VS_PRED_F32 ? (double) (float) v : v;
}

/* A + B, A - B, A * B or A / B computed in TYPE, into *OUT; whether it
   raised no flag.  The caller's flags are kept.  */
static bool
fp_arith_exact (vs_pred_code code, vs_pred_type type, double a, double b,
		double *out)
{
  fexcept_t saved;
  fegetexceptflag (&saved, FE_ALL_EXCEPT);
  feclearexcept (FE_ALL_EXCEPT);
  volatile double x = a, y = b, r;
  if (type == VS_PRED_F32)
    {
      volatile float xf = (float) x, yf = (float) y, rf;
      switch (code)
	{
	case VS_PRED_PLUS: rf = xf + yf; break;
	case VS_PRED_MINUS: rf = xf - yf; break;
	case VS_PRED_MULT: rf = xf * yf; break;
	default: rf = xf / yf; break;
	}
      r = rf;
    }
  else
    switch (code)
      {
      case VS_PRED_PLUS: r = x + y; break;
      case VS_PRED_MINUS: r = x - y; break;
      case VS_PRED_MULT: r = x * y; break;
      default: r = x / y; break;
      }
  bool clean = !fetestexcept (FE_ALL_EXCEPT);
  fesetexceptflag (&saved, FE_ALL_EXCEPT);
  *out = r;
  return clean && finite_p (r);
}

/* The integer square root of V when V is a perfect square of a whole
   number, into *OUT.  */
static bool
exact_sqrt (double v, double *out)
{
  if (!fits_int (v, 0) || v < 0)
    return false;
  int64_t n = (int64_t) v, r = 0;
  while ((r + 1) * (r + 1) <= n)
    r++;
  *out = (double) r;
  return r * r == n;
}

/* OP applied to the known values IN: whether it is exact (raises,
   traps and overflows never), and its result in *OUT.  */
static bool
exact_result (const vs_pred_op *op, const double *in, double *out)
{
  double a = in[0], b = op->n_operands > 1 ? in[1] : 0;
  bool fp = floating_p (op->type);
  for (int i = 0; i < op->n_operands; i++)
    if (!finite_p (in[i]) || (!fp && !fits_int (in[i], op->precision)))
      return false;
  switch (op->code)
    {
    case VS_PRED_PLUS:
    case VS_PRED_MINUS:
    case VS_PRED_MULT:
      if (fp)
	return fp_arith_exact (op->code, op->type, a, b, out);
      *out = op->code == VS_PRED_PLUS ? a + b
	     : op->code == VS_PRED_MINUS ? a - b : a * b;
      return fits_int (*out, op->precision);
    case VS_PRED_DIV:
      if (fp)
	return b != 0 && fp_arith_exact (op->code, op->type, a, b, out);
      if (b == 0 || (b == -1 && a <= -INT_LIMIT))
	return false;
      *out = (double) ((int64_t) a / (int64_t) b);
      return true;
    case VS_PRED_MOD:
      if (fp || b == 0 || b == -1)
	return false;
      *out = (double) ((int64_t) a % (int64_t) b);
      return true;
    case VS_PRED_SQRT:
      return fp && exact_sqrt (a, out);
    case VS_PRED_MIN:
      *out = a < b ? a : b;
      return true;
    case VS_PRED_MAX:
      *out = a < b ? b : a;
      return true;
    case VS_PRED_NEGATE:
      *out = -a;
      return fp || fits_int (*out, op->precision);
    case VS_PRED_ABS:
      *out = a < 0 ? -a : a;
      return fp || fits_int (*out, op->precision);
    case VS_PRED_LT: *out = a < b; return true;
    case VS_PRED_LE: *out = a <= b; return true;
    case VS_PRED_GT: *out = a > b; return true;
    case VS_PRED_GE: *out = a >= b; return true;
    case VS_PRED_EQ: *out = a == b; return true;
    case VS_PRED_NE: *out = a != b; return true;
    case VS_PRED_CONVERT:
      if (floating_p (op->result_type))
	{
	  *out = in_type (a, op->result_type);
	  return *out == a;
	}
      if (integer_p (op->result_type))
	{
	  *out = a;
	  return fits_int (a, op->precision);
	}
      return false;
    default:
      return false;
    }
}

/* Whether OP is a store a redirecting plan takes out of the arm.  */
static bool
redirected_store_p (const vs_pred_op *op)
{
  return op->code == VS_PRED_MEMORY && op->stores
	 && op->access == VS_PRED_ACCESS_REDIRECT;
}

/* Marks in MOVED the operations that must leave the arm: those that
   block the if-conversion (and, when REDIRECT, the stores of kind
   VS_PRED_ACCESS_REDIRECT), and every operation of the arm they
   need.  */
static int
mark_needed (const vs_pred_op *ops, int n, vs_pred_step *steps,
	     bool redirect)
{
  int moved = 0;
  for (int i = n - 1; i >= 0; i--)
    {
      steps[i].moved = steps[i].moved || ops[i].blocks
		       || (redirect && redirected_store_p (&ops[i]));
      if (!steps[i].moved)
	continue;
      moved++;
      for (int k = 0; k < ops[i].n_operands; k++)
	if (ops[i].operands[k].kind == VS_PRED_ARM)
	  steps[ops[i].operands[k].def].moved = true;
      for (int h = 0; h < ops[i].n_hidden; h++)
	steps[ops[i].hidden[h]].moved = true;
    }
  return moved;
}

/* Marks in MOVED the blocking operations and every operation of the arm
   that uses one's result, except the stores of such results and the
   stores after them, which leave the arm after them (STORED_AFTER).  */
static int
mark_users (const vs_pred_op *ops, int n, vs_pred_step *steps)
{
  int moved = 0;
  bool storing = false;
  for (int i = 0; i < n; i++)
    {
      steps[i].moved = ops[i].blocks;
      for (int k = 0; k < ops[i].n_operands; k++)
	if (ops[i].operands[k].kind == VS_PRED_ARM
	    && steps[ops[i].operands[k].def].moved)
	  steps[i].moved = true;
      bool addressed = false;
      for (int h = 0; h < ops[i].n_hidden; h++)
	addressed |= steps[ops[i].hidden[h]].moved;
      if (ops[i].code == VS_PRED_MEMORY && ops[i].stores && !addressed
	  && (steps[i].moved || storing))
	{
	  steps[i].moved = false;
	  steps[i].stored_after = storing = true;
	}
      steps[i].moved |= addressed;
      moved += steps[i].moved + steps[i].stored_after;
    }
  return moved;
}

/* The first memory access of the N operations OPS that STEPS leave in
   the arm after a store they move out of it; -1 when there is none.  */
static int
read_after_store (const vs_pred_op *ops, int n, const vs_pred_step *steps)
{
  bool storing = false;
  for (int i = 0; i < n; i++)
    {
      storing |= steps[i].stored_after;
      if (storing && ops[i].code == VS_PRED_MEMORY && !steps[i].moved
	  && !steps[i].stored_after)
	return i;
    }
  return -1;
}

/* Whether the memory access OP may move in a redirecting plan: a load
   or store whose address can be selected, or a private load whose
   address the arm does not compute.  */
static bool
access_moves_p (const vs_pred_op *op)
{
  if (op->access == VS_PRED_ACCESS_REDIRECT)
    return true;
  return op->access == VS_PRED_ACCESS_PRIVATE && !op->stores
	 && op->n_hidden == 0;
}

/* Why moved operation OP cannot move, or VS_PRED_OK; REDIRECT: in a
   redirecting plan.  */
static vs_pred_reason
cannot_move (const vs_pred_op *op, bool redirect)
{
  if (op->code == VS_PRED_MEMORY)
    return redirect && access_moves_p (op) ? VS_PRED_OK
					   : VS_PRED_NEEDS_MEMORY;
  /* Values it uses other than as operands could not be selected.  */
  if (op->code == VS_PRED_OTHER_TRAP || op->n_hidden > 0)
    return VS_PRED_NO_SAFE_FORM;
  if (op->code != VS_PRED_QUIET
      && (op->type == VS_PRED_TYPE_OTHER
	  || op->result_type == VS_PRED_TYPE_OTHER))
    return VS_PRED_TYPE;
  return VS_PRED_OK;
}

/* Chooses the selected operands of moved operation OP, whose operands
   have the values IN in the lanes not taking the arm, into STEP; the
   result in those lanes into *RESULT.  */
static void
plan_operands (const vs_pred_op *op, const lane_value *in,
	       vs_pred_step *step, lane_value *result)
{
  double vals[VS_PRED_MAX_OPERANDS];
  bool all_known = true;
  for (int k = 0; k < op->n_operands; k++)
    {
      vals[k] = in[k].known ? in[k].v : in[k].safe;
      all_known = all_known && in[k].known;
    }
  result->known = false;
  result->safe = SAFE_VALUE;
  if (!may_raise (op))
    {
      if (all_known && op->code != VS_PRED_QUIET)
	result->known = exact_result (op, vals, &result->v);
      return;
    }
  /* Keep the known operands when the operation stays exact on them;
     otherwise select every operand.  */
  bool exact = exact_result (op, vals, &result->v);
  for (int k = 0; k < op->n_operands; k++)
    {
      step->selected[k] = !exact || !in[k].known;
      step->safe[k] = in[k].known ? SAFE_VALUE : in[k].safe;
      vals[k] = step->selected[k] ? step->safe[k] : vals[k];
    }
  if (!exact)
    exact = exact_result (op, vals, &result->v);
  result->known = exact;
}

/* Chooses, into STEPS, the selected operands of the moved operations of
   the N operations OPS, each outside value numbered V taking SAFE_OF[V]
   where selected (1 for the values not numbered).  False, with WHY, when
   some moved operation is not exact even on safe values.  */
static bool
plan_values (const vs_pred_op *ops, int n, vs_pred_step *steps,
	     const double *safe_of, vs_pred_refusal *why)
{
  lane_value values[VS_PRED_MAX_MOVED + 1];
  int slot[VS_PRED_MAX_ARM];
  int used = 0;
  for (int i = 0; i < n; i++)
    {
      if (!steps[i].moved)
	continue;
      if (ops[i].code == VS_PRED_MEMORY)
	{
	  /* A redirected load reads its slot where the arm is not taken;
	     a private load, the lane's own value; a store computes
	     nothing.  */
	  slot[i] = used;
	  lane_value *r = &values[used++];
	  steps[i].redirected = ops[i].access == VS_PRED_ACCESS_REDIRECT;
	  r->known = steps[i].redirected && !ops[i].stores;
	  r->v = r->safe = SAFE_VALUE;
	  steps[i].safe[0] = SAFE_VALUE;
	  steps[i].finite = r->known;
	  continue;
	}
      lane_value in[VS_PRED_MAX_OPERANDS];
      for (int k = 0; k < ops[i].n_operands; k++)
	{
	  const vs_pred_operand *o = &ops[i].operands[k];
	  in[k].known = o->kind == VS_PRED_CONST;
	  in[k].v = o->value;
	  in[k].safe = o->kind == VS_PRED_OUTSIDE && o->same > 0
		       && o->same <= VS_PRED_MAX_SAME
		       ? safe_of[o->same] : SAFE_VALUE;
	  /* An operand the arm computes and keeps is unknown where the
	     arm is not taken (sinking only).  */
	  if (o->kind == VS_PRED_ARM && steps[o->def].moved)
	    in[k] = values[slot[o->def]];
	}
      slot[i] = used;
      plan_operands (&ops[i], in, &steps[i], &values[used++]);
      steps[i].finite = values[slot[i]].known && finite_p (values[slot[i]].v);
      if (may_raise (&ops[i]) && !values[slot[i]].known)
	{
	  /* Even on safe values the operation is not exact (a
	     conversion out of range, say).  */
	  why->reason = VS_PRED_NO_SAFE_FORM;
	  why->op = i;
	  return false;
	}
    }
  return true;
}

/* How many selects the rewrite makes for STEPS of the N operations OPS:
   one per outside value and safe value (one per operand for values not
   numbered), and one per result of the arm and safe value.  */
static int
distinct_selects (const vs_pred_op *ops, int n, const vs_pred_step *steps)
{
  int count = 0;
  for (int i = 0; i < n; i++)
    for (int k = 0; k < ops[i].n_operands; k++)
      {
	if (!steps[i].moved || !steps[i].selected[k])
	  continue;
	const vs_pred_operand *o = &ops[i].operands[k];
	bool seen = false;
	for (int j = 0; j <= i && !seen; j++)
	  for (int l = 0; l < ops[j].n_operands && !seen; l++)
	    {
	      const vs_pred_operand *p = &ops[j].operands[l];
	      if ((j == i && l >= k) || !steps[j].moved
		  || !steps[j].selected[l] || p->kind != o->kind
		  || steps[j].safe[l] != steps[i].safe[k])
		continue;
	      seen = (o->kind == VS_PRED_OUTSIDE && o->same > 0
		      && p->same == o->same)
		     || (o->kind == VS_PRED_ARM && p->def == o->def);
	    }
	count += !seen;
      }
  return count;
}

/* Improves the plan STEPS of the N operations OPS, made with the safe
   values SAFE_OF of the numbered outside values: one value at a time
   tries 0 and 2 instead, and keeps what makes fewer selects.  */
static void
fewer_selects (const vs_pred_op *ops, int n, vs_pred_step *steps,
	       double *safe_of)
{
  static const double others[] = { 0.0, 2.0 };
  bool present[VS_PRED_MAX_SAME + 1] = { false };
  for (int i = 0; i < n; i++)
    for (int k = 0; k < ops[i].n_operands; k++)
      if (steps[i].moved && ops[i].operands[k].kind == VS_PRED_OUTSIDE
	  && ops[i].operands[k].same > 0
	  && ops[i].operands[k].same <= VS_PRED_MAX_SAME)
	present[ops[i].operands[k].same] = true;
  vs_pred_step trial[VS_PRED_MAX_ARM];
  vs_pred_refusal ignored;
  int best = distinct_selects (ops, n, steps);
  bool better = true;
  for (int round = 0; round < 3 && better; round++)
    {
      better = false;
      for (int v = 1; v <= VS_PRED_MAX_SAME; v++)
	for (unsigned c = 0; present[v] && c < sizeof others / sizeof others[0];
	     c++)
	  {
	    double kept = safe_of[v];
	    if (others[c] == kept)
	      continue;
	    safe_of[v] = others[c];
	    for (int i = 0; i < n; i++)
	      trial[i] = steps[i];
	    int count;
	    if (plan_values (ops, n, trial, safe_of, &ignored)
		&& (count = distinct_selects (ops, n, trial)) < best)
	      {
		best = count;
		better = true;
		for (int i = 0; i < n; i++)
		  steps[i] = trial[i];
	      }
	    else
	      safe_of[v] = kept;
	  }
    }
}

/* The ways an arm's operations leave it.  */
typedef enum plan_mode
{
  MODE_HOIST,			/* vs_pred_plan_arm */
  MODE_SINK,			/* vs_pred_plan_sink */
  MODE_REDIRECT			/* vs_pred_plan_redirect */
} plan_mode;

/* The plan of the N operations OPS into STEPS, whose moved operations
   MODE marks (mark_needed or mark_users): checks each can move, then
   chooses the selected operands in program order.  */
static vs_pred_verdict
plan_moved (const vs_pred_op *ops, int n, vs_pred_step *steps,
	    vs_pred_refusal *why, plan_mode mode)
{
  bool sink = mode == MODE_SINK, redirect = mode == MODE_REDIRECT;
  why->reason = VS_PRED_OK;
  why->op = -1;
  for (int i = 0; i < n; i++)
    steps[i] = (vs_pred_step) { 0 };
  int moved = sink ? mark_users (ops, n, steps)
		   : mark_needed (ops, n, steps, redirect);
  if (moved == 0)
    return VS_PRED_NOTHING;
  int late = sink ? read_after_store (ops, n, steps) : -1;
  if (late >= 0)
    {
      why->reason = VS_PRED_READ_AFTER_STORE;
      why->op = late;
      return VS_PRED_REFUSED;
    }
  for (int i = 0; i < n; i++)
    {
      vs_pred_reason r = steps[i].moved ? cannot_move (&ops[i], redirect)
					 : VS_PRED_OK;
      if (sink && r == VS_PRED_NEEDS_MEMORY)
	r = VS_PRED_FEEDS_MEMORY;
      if (r != VS_PRED_OK)
	{
	  why->reason = r;
	  why->op = i;
	  return VS_PRED_REFUSED;
	}
    }
  if (moved > VS_PRED_MAX_MOVED || n > VS_PRED_MAX_ARM)
    {
      why->reason = VS_PRED_TOO_MANY;
      return VS_PRED_REFUSED;
    }

  double safe_of[VS_PRED_MAX_SAME + 1];
  for (int v = 0; v <= VS_PRED_MAX_SAME; v++)
    safe_of[v] = SAFE_VALUE;
  if (!plan_values (ops, n, steps, safe_of, why))
    return VS_PRED_REFUSED;
  if (!sink)
    fewer_selects (ops, n, steps, safe_of);
  return VS_PRED_MOVE;
}

vs_pred_verdict
vs_pred_plan_arm (const vs_pred_op *ops, int n, vs_pred_step *steps,
		  vs_pred_refusal *why)
{
  return plan_moved (ops, n, steps, why, MODE_HOIST);
}

vs_pred_verdict
vs_pred_plan_sink (const vs_pred_op *ops, int n, vs_pred_step *steps,
		   vs_pred_refusal *why)
{
  return plan_moved (ops, n, steps, why, MODE_SINK);
}

vs_pred_verdict
vs_pred_plan_redirect (const vs_pred_op *ops, int n, vs_pred_step *steps,
		       vs_pred_refusal *why)
{
  return plan_moved (ops, n, steps, why, MODE_REDIRECT);
}

int
vs_pred_redirects (const vs_pred_step *steps, int n)
{
  int count = 0;
  for (int i = 0; i < n; i++)
    count += steps[i].redirected;
  return count;
}

int
vs_pred_selects (const vs_pred_step *steps, int n)
{
  int count = 0;
  for (int i = 0; i < n; i++)
    for (int k = 0; k < VS_PRED_MAX_OPERANDS; k++)
      count += steps[i].selected[k];
  return count;
}

int
vs_pred_first_stored_after (const vs_pred_step *steps, int n)
{
  for (int i = 0; i < n; i++)
    if (steps[i].stored_after)
      return i;
  return -1;
}

const char *
vs_pred_reason_text (vs_pred_reason reason)
{
  switch (reason)
    {
    case VS_PRED_OK:
      return "predicated";
    case VS_PRED_NEEDS_MEMORY:
      return "it needs a value loaded inside the branch";
    case VS_PRED_FEEDS_MEMORY:
      return "it needs a value loaded inside the branch, and the branch "
	     "accesses memory at an address made of its result";
    case VS_PRED_READ_AFTER_STORE:
      return "it needs a value loaded inside the branch, and the branch "
	     "reads memory after storing its result";
    case VS_PRED_STORE_UNMEASURED:
      return "it needs a value loaded inside the branch, and the branch "
	     "stores its result: a masked store is measured to pay on Intel's "
	     "CPUs only, and this tuning is not for them alone";
    case VS_PRED_EMPTIES_ARM:
      return "it needs a value loaded inside the branch, and with its "
	     "memory accesses redirected nothing would stay in the branch, "
	     "whose removal the plugin could not take back";
    case VS_PRED_NO_SAFE_FORM:
      return "it has no form safe to execute in every lane";
    case VS_PRED_TYPE:
      return "its type is not handled";
    case VS_PRED_TOO_MANY:
      return "it needs more operations moved than predication allows";
    }
  return "?";
}
