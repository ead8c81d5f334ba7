/* The branch arms of a loop that predication can handle, described for
   the core's plan.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include "gcc_compat.h"
#include "pred_arm.h"

namespace {

vs_pred_type
type_of (tree type)
{
  if (SCALAR_FLOAT_TYPE_P (type))
    {
      if (TYPE_MODE (type) == SFmode)
	return VS_PRED_F32;
      if (TYPE_MODE (type) == DFmode)
	return VS_PRED_F64;
      return VS_PRED_TYPE_OTHER;
    }
  if (INTEGRAL_TYPE_P (type) || POINTER_TYPE_P (type))
    return TYPE_OVERFLOW_UNDEFINED (type) ? VS_PRED_INT_UNDEF
					  : VS_PRED_INT_WRAP;
  return VS_PRED_TYPE_OTHER;
}

bool
floating_p (vs_pred_type t)
{
  return t == VS_PRED_F32 || t == VS_PRED_F64;
}

/* What assignment A computes, from the exceptions' point of view; FP
   says whether a floating-point value is involved.  */
vs_pred_code
code_of_assign (gassign *a, bool fp)
{
  tree_code code = gimple_assign_rhs_code (a);
  switch (code)
    {
    case PLUS_EXPR: return VS_PRED_PLUS;
    case MINUS_EXPR: return VS_PRED_MINUS;
    case MULT_EXPR: return VS_PRED_MULT;
    case RDIV_EXPR:
    case TRUNC_DIV_EXPR:
    case EXACT_DIV_EXPR: return VS_PRED_DIV;
    case TRUNC_MOD_EXPR: return VS_PRED_MOD;
    case MIN_EXPR: return VS_PRED_MIN;
    case MAX_EXPR: return VS_PRED_MAX;
    case NEGATE_EXPR: return VS_PRED_NEGATE;
    case ABS_EXPR: return VS_PRED_ABS;
    case LT_EXPR: return VS_PRED_LT;
    case LE_EXPR: return VS_PRED_LE;
    case GT_EXPR: return VS_PRED_GT;
    case GE_EXPR: return VS_PRED_GE;
    case EQ_EXPR: return VS_PRED_EQ;
    case NE_EXPR: return VS_PRED_NE;
    case FLOAT_EXPR:
    case FIX_TRUNC_EXPR: return VS_PRED_CONVERT;
    CASE_CONVERT:
      return fp ? VS_PRED_CONVERT : VS_PRED_QUIET;
    case COND_EXPR:
      /* A select raises nothing, unless its condition is a comparison
	 written inside it (GCC 12 and before).  */
      return COMPARISON_CLASS_P (gimple_assign_rhs1 (a))
	     ? VS_PRED_OTHER_TRAP : VS_PRED_QUIET;
    case SSA_NAME:
    case BIT_AND_EXPR:
    case BIT_IOR_EXPR:
    case BIT_XOR_EXPR:
    case BIT_NOT_EXPR:
    case LSHIFT_EXPR:
    case RSHIFT_EXPR:
    case POINTER_PLUS_EXPR:
    case UNORDERED_EXPR:
    case ORDERED_EXPR:
    case UNLT_EXPR:
    case UNLE_EXPR:
    case UNGT_EXPR:
    case UNGE_EXPR:
    case UNEQ_EXPR:
      return VS_PRED_QUIET;
    default:
      if (TREE_CODE_CLASS (code) == tcc_constant)
	return VS_PRED_QUIET;
      return fp ? VS_PRED_OTHER_TRAP : VS_PRED_QUIET;
    }
}

/* Whether GCC's if-conversion predicates A itself, with a conditional
   internal function the target has (masked arithmetic).  */
bool
gcc_predicates_p (gassign *a)
{
  tree lhs = gimple_assign_lhs (a);
  if (!types_compatible_p (TREE_TYPE (lhs),
			   TREE_TYPE (gimple_assign_rhs1 (a))))
    return false;
  internal_fn fn = get_conditional_internal_fn (gimple_assign_rhs_code (a));
  return fn != IFN_LAST && vectorized_internal_fn_supported_p (fn,
							      TREE_TYPE (lhs));
}

/* The value of the real constant T as a double.  */
double
real_value_of (tree t)
{
  char buf[64];
  real_to_hexadecimal (buf, TREE_REAL_CST_PTR (t), sizeof buf, 0, 1);
  return strtod (buf, NULL);
}

/* The SSA names of an arm's statements: those the arm defines, by the
   number of their operation, and those it reads from outside, numbered
   from 1 in order of first use (vs_pred_operand.same).  */
struct arm_names
{
  hash_map<tree, int> defs;
  hash_map<tree, int> outside;
};

/* Operand T of a statement of the arm whose names are NAMES.  */
vs_pred_operand
describe_operand (tree t, arm_names &names)
{
  vs_pred_operand o = { VS_PRED_OUTSIDE, 0, -1, 0 };
  if (TREE_CODE (t) == SSA_NAME)
    {
      if (const int *def = names.defs.get (t))
	{
	  o.kind = VS_PRED_ARM;
	  o.def = *def;
	}
      else if (const int *same = names.outside.get (t))
	o.same = *same;
      else if (names.outside.elements () < VS_PRED_MAX_SAME)
	{
	  o.same = names.outside.elements () + 1;
	  names.outside.put (t, o.same);
	}
    }
  else if (TREE_CODE (t) == INTEGER_CST && tree_fits_shwi_p (t))
    {
      o.kind = VS_PRED_CONST;
      o.value = (double) tree_to_shwi (t);
    }
  else if (TREE_CODE (t) == REAL_CST && floating_p (type_of (TREE_TYPE (t))))
    {
      o.kind = VS_PRED_CONST;
      o.value = real_value_of (t);
    }
  return o;
}

/* STMT of an arm: a call.  */
void
describe_call (gcall *call, vs_pred_op *op)
{
  op->code = VS_PRED_OTHER_TRAP;
  op->blocks = true;
  tree lhs = gimple_call_lhs (call);
  if (!lhs || gimple_call_num_args (call) != 1
      || gimple_vdef (call) || gimple_vuse (call))
    return;
  tree fndecl = gimple_call_fndecl (call);
  int flags = gimple_call_flags (call);
  bool const_call = (flags & ECF_CONST)
		    && !(flags & ECF_LOOPING_CONST_OR_PURE);
  /* GCC if-converts the const builtins.  */
  bool gcc_converts = fndecl && fndecl_built_in_p (fndecl) && const_call;
  if (gcc_converts)
    op->blocks = false;
  /* Whether GCC's if-conversion executes the call in every lane: a
     builtin before GCC 16, an internal function from GCC 14 on (.SQRT,
     a sqrt whose operand cannot set errno: stock GCC 16 vectorized
     edge_flux so at znver4, where the plugin's price of its predicated
     copy, held to stricter terms, had kept the loop scalar, 2.3 times
     slower).  */
  bool gcc_executes
    = (gcc_converts && VSHAPE_IFCVT_EXECUTES_CONST_CALLS)
      || (gimple_call_internal_p (call) && const_call
	  && VSHAPE_IFCVT_EXECUTES_INTERNAL_CALLS);
  switch (gimple_call_combined_fn (call))
    {
    case CFN_SQRT:
    case CFN_BUILT_IN_SQRT:
    case CFN_BUILT_IN_SQRTF:
      /* GCC would execute a const sqrt in every lane, negative operands
	 included (FE_INVALID): it moves, on a safe operand.  */
      op->code = VS_PRED_SQRT;
      op->blocks = true;
      op->gcc_converts = gcc_executes;
      op->type = op->result_type = type_of (TREE_TYPE (lhs));
      break;
    default:
      break;
    }
}

/* The results of the arm (NAMES) that STMT uses other than as OP's
   operands (the address of a load or store, a comparison inside a
   condition), into OP's hidden uses; an operation with more than the
   plan takes can neither move nor stay while they move.  */
void
describe_hidden (gimple *stmt, arm_names &names, vs_pred_op *op)
{
  ssa_op_iter it;
  tree use;
  FOR_EACH_SSA_TREE_OPERAND (use, stmt, it, SSA_OP_USE)
    {
      const int *def = names.defs.get (use);
      if (!def)
	continue;
      bool known = false;
      for (int k = 0; k < op->n_operands; k++)
	known |= op->operands[k].kind == VS_PRED_ARM
		 && op->operands[k].def == *def;
      for (int h = 0; h < op->n_hidden; h++)
	known |= op->hidden[h] == *def;
      if (known)
	continue;
      if (op->n_hidden == VS_PRED_MAX_HIDDEN)
	{
	  op->code = VS_PRED_OTHER_TRAP;
	  op->blocks = true;
	  return;
	}
      op->hidden[op->n_hidden++] = *def;
    }
}

/* STMT of an arm whose names so far are NAMES, into OP.  */
void
describe_stmt (gimple *stmt, arm_names &names, vs_pred_op *op)
{
  *op = vs_pred_op ();
  op->type = op->result_type = VS_PRED_TYPE_OTHER;
  op->code = VS_PRED_OTHER_TRAP;
  op->blocks = true;
  if (gassign *a = dyn_cast<gassign *> (stmt))
    {
      tree lhs = gimple_assign_lhs (a);
      tree rhs1 = gimple_assign_rhs1 (a);
      op->type = type_of (TREE_TYPE (rhs1));
      op->result_type = type_of (TREE_TYPE (lhs));
      tree int_type = INTEGRAL_TYPE_P (TREE_TYPE (rhs1)) ? TREE_TYPE (rhs1)
							 : TREE_TYPE (lhs);
      op->precision = TYPE_PRECISION (int_type);
      /* A load or a store stays (GCC masks it); its operands still
	 count, so that a store of a moved result is seen.  */
      if (gimple_vuse (a) || gimple_vdef (a))
	{
	  op->code = VS_PRED_MEMORY;
	  op->blocks = false;
	  op->stores = gimple_vdef (a) && !gimple_assign_load_p (a);
	}
      else
	{
	  op->code = code_of_assign (a, floating_p (op->type)
					|| floating_p (op->result_type));
	  op->blocks = gimple_could_trap_p (a) && !gcc_predicates_p (a);
	}
    }
  else if (gcall *call = dyn_cast<gcall *> (stmt))
    describe_call (call, op);
  else
    return;
  unsigned n = 0;
  for (int k = 0; k < VS_PRED_MAX_OPERANDS; k++)
    if (tree t = pred_operand (stmt, k))
      op->operands[n++] = describe_operand (t, names);
  op->n_operands = n;
  describe_hidden (stmt, names, op);
}

} // namespace

bool
pred_blocking_stmt_p (gimple *stmt, vs_pred_op *op)
{
  arm_names none;
  describe_stmt (stmt, none, op);
  return op->blocks && !is_gimple_debug (stmt)
	 && gimple_code (stmt) != GIMPLE_LABEL
	 && gimple_code (stmt) != GIMPLE_COND
	 && gimple_code (stmt) != GIMPLE_NOP;
}

bool
pred_arm_edge_p (class loop *loop, edge e)
{
  basic_block s = e->dest;
  if (s->loop_father != loop || s == loop->latch || s == loop->header
      || (e->flags & EDGE_COMPLEX) || !single_pred_p (s)
      || !gimple_seq_empty_p (phi_nodes (s)))
    return false;
  edge out;
  edge_iterator ei;
  FOR_EACH_EDGE (out, ei, s->succs)
    if ((out->flags & EDGE_COMPLEX) || !flow_bb_inside_loop_p (loop, out->dest))
      return false;
  return true;
}

void
pred_describe_arm (edge e, pred_arm *arm)
{
  arm->into = e;
  arm_names names;
  for (gimple_stmt_iterator gsi = gsi_start_bb (e->dest); !gsi_end_p (gsi);
       gsi_next (&gsi))
    {
      gimple *stmt = gsi_stmt (gsi);
      if (is_gimple_debug (stmt) || gimple_code (stmt) == GIMPLE_LABEL
	  || gimple_code (stmt) == GIMPLE_NOP
	  || gimple_code (stmt) == GIMPLE_COND)
	continue;
      vs_pred_op op;
      describe_stmt (stmt, names, &op);
      if (tree lhs = gimple_get_lhs (stmt))
	if (TREE_CODE (lhs) == SSA_NAME)
	  names.defs.put (lhs, arm->ops.length ());
      arm->stmts.safe_push (stmt);
      arm->ops.safe_push (op);
    }
}

tree
pred_operand (gimple *stmt, int k)
{
  if (gassign *a = dyn_cast<gassign *> (stmt))
    return (unsigned) k + 1 < gimple_num_ops (a) ? gimple_op (a, k + 1)
						  : NULL_TREE;
  if (gcall *call = dyn_cast<gcall *> (stmt))
    return (unsigned) k < gimple_call_num_args (call)
	   ? gimple_call_arg (call, k) : NULL_TREE;
  return NULL_TREE;
}

void
pred_set_operand (gimple *stmt, int k, tree value)
{
  if (gassign *a = dyn_cast<gassign *> (stmt))
    gimple_set_op (a, k + 1, value);
  else
    gimple_call_set_arg (as_a<gcall *> (stmt), k, value);
  update_stmt (stmt);
}

const char *
pred_op_noun (const vs_pred_op &op, gimple *stmt)
{
  bool fp = floating_p (op.type);
  switch (op.code)
    {
    case VS_PRED_PLUS: return "addition";
    case VS_PRED_MINUS: return "subtraction";
    case VS_PRED_MULT: return "multiplication";
    case VS_PRED_DIV: return fp ? "division" : "integer division";
    case VS_PRED_MOD: return "remainder";
    case VS_PRED_SQRT: return "square root";
    case VS_PRED_MIN: return "minimum";
    case VS_PRED_MAX: return "maximum";
    case VS_PRED_NEGATE: return "negation";
    case VS_PRED_ABS: return "absolute value";
    case VS_PRED_LT: case VS_PRED_LE: case VS_PRED_GT: case VS_PRED_GE:
    case VS_PRED_EQ: case VS_PRED_NE: return "comparison";
    case VS_PRED_CONVERT: return "conversion";
    case VS_PRED_MEMORY: return "memory access";
    default: return is_gimple_call (stmt) ? "call" : "operation";
    }
}
