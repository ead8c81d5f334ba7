/* Accumulators kept in memory: the promoted loop's multiply-adds fused
   (promote_fma.h).

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include "gcc_compat.h"
#include "predict.h"
#include "promote_fma.h"

namespace {

/* A use of a product: the sum or difference USE, reached through the
   negation NEG where there is one.  */
struct product_use
{
  gimple *use;
  gimple *neg;
};

/* Whether STMT computes a scalar floating-point product.  */
bool
float_product_p (gimple *stmt)
{
  return (is_gimple_assign (stmt) && gimple_assign_rhs_code (stmt) == MULT_EXPR
	  && SCALAR_FLOAT_TYPE_P (TREE_TYPE (gimple_assign_lhs (stmt))));
}

/* The uses of MUL's product as GCC's widening_mul requires them to fuse
   it, into USES; false where one is not a sum or difference in MUL's
   block.  */
bool
fusable_uses (gimple *mul, vec<product_use> &uses)
{
  tree product = gimple_assign_lhs (mul);
  basic_block bb = gimple_bb (mul);
  bool negated = false;
  use_operand_p use_p;
  imm_use_iterator it;
  FOR_EACH_IMM_USE_FAST (use_p, it, product)
    {
      gimple *use = USE_STMT (use_p);
      if (is_gimple_debug (use))
	continue;
      if (gimple_bb (use) != bb || !is_gimple_assign (use))
	return false;
      product_use u = { use, NULL };
      if (gimple_assign_rhs_code (use) == NEGATE_EXPR)
	{
	  use_operand_p neg_use;
	  gimple *sum;
	  if (negated
	      || !single_imm_use (gimple_assign_lhs (use), &neg_use, &sum)
	      || gimple_bb (sum) != bb || !is_gimple_assign (sum))
	    return false;
	  ssa_op_iter ops;
	  tree op;
	  FOR_EACH_SSA_TREE_OPERAND (op, sum, ops, SSA_OP_USE)
	    if (op == product)
	      return false;
	  negated = true;
	  u.neg = use;
	  u.use = sum;
	}
      enum tree_code code = gimple_assign_rhs_code (u.use);
      if ((code != PLUS_EXPR && code != MINUS_EXPR)
	  || gimple_assign_rhs1 (u.use) == gimple_assign_rhs2 (u.use))
	return false;
      uses.safe_push (u);
    }
  return !uses.is_empty ();
}

/* Negation of OP, computed before GSI.  */
tree
negated (gimple_stmt_iterator *gsi, tree op)
{
  tree neg = make_ssa_name (TREE_TYPE (op));
  gsi_insert_before (gsi, gimple_build_assign (neg, NEGATE_EXPR, op),
		     GSI_SAME_STMT);
  return neg;
}

/* The place of OP among a product's factors: results of arithmetic
   first, then loaded values, then constants.  */
int
factor_rank (tree op)
{
  if (TREE_CODE (op) != SSA_NAME)
    return 2;
  gimple *def = SSA_NAME_DEF_STMT (op);
  return gimple_vuse (def) && gimple_assign_single_p (def) ? 1 : 0;
}

/* Replaces U's sum by a fused multiply-add of MUL's operands.  */
void
fuse_use (gimple *mul, const product_use &u)
{
  tree result = u.neg ? gimple_assign_lhs (u.neg) : gimple_assign_lhs (mul);
  tree ops[2] = { gimple_assign_rhs1 (u.use), gimple_assign_rhs2 (u.use) };
  bool minus = gimple_assign_rhs_code (u.use) == MINUS_EXPR;
  bool negate = u.neg != NULL;
  if (minus && ops[1] == result)
    negate = !negate;
  gimple_stmt_iterator gsi = gsi_for_stmt (u.use);
  tree mulop = gimple_assign_rhs1 (mul), other = gimple_assign_rhs2 (mul);
  if (negate)
    mulop = negated (&gsi, mulop);
  tree addop = ops[0] == result ? ops[1] : ops[0];
  if (minus && ops[0] == result)
    addop = negated (&gsi, addop);
  gcall *fma = gimple_build_call_internal (IFN_FMA, 3, mulop, other, addop);
  gimple_call_set_lhs (fma, gimple_assign_lhs (u.use));
  gimple_set_location (fma, gimple_location (u.use));
  gsi_replace (&gsi, fma, true);
  if (u.neg)
    {
      gimple_stmt_iterator neg = gsi_for_stmt (u.neg);
      gsi_remove (&neg, true);
      release_defs (u.neg);
    }
}

/* Whether GCC, at a tuning that keeps chains of fused multiply-adds
   apart (--param avoid-fma-max-bits), may leave some of BB's products
   unfused: as its widening_mul pass walks BB, the products whose sums
   form one chain from a PHI are put off, and fused only when a product
   outside the chain comes; a chain still put off at the block's end
   stays unfused where it feeds its PHI.  Answers yes where the walk is
   not that simple (a product with several uses, or negated).  */
bool
block_may_keep_chain (basic_block bb)
{
  bool deferring = true, from_phi = false;
  tree last = NULL_TREE;
  for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
       gsi_next (&gsi))
    {
      gimple *mul = gsi_stmt (gsi);
      auto_vec<product_use, 4> uses;
      if (!deferring || !float_product_p (mul)
	  || (tree_to_shwi (TYPE_SIZE (TREE_TYPE (gimple_assign_lhs (mul))))
	      > param_avoid_fma_max_bits)
	  || !fusable_uses (mul, uses))
	continue;
      if (uses.length () > 1 || uses[0].neg)
	return true;
      gimple *sum = uses[0].use;
      tree ops[2] = { gimple_assign_rhs1 (sum), gimple_assign_rhs2 (sum) };
      bool chained;
      if (last)
	chained = ops[0] == last || ops[1] == last;
      else
	{
	  tree addend = ops[0] == gimple_assign_lhs (mul) ? ops[1] : ops[0];
	  chained = from_phi = (TREE_CODE (addend) == SSA_NAME
				&& is_a <gphi *> (SSA_NAME_DEF_STMT (addend)));
	}
      last = gimple_assign_lhs (sum);
      deferring = chained;
    }
  return deferring && from_phi;
}

} // anon namespace

bool
gcc_fuses_every_product_p (class loop *loop)
{
  if (param_avoid_fma_max_bits == 0)
    return true;
  basic_block *body = get_loop_body (loop);
  bool every = true;
  for (unsigned i = 0; every && i < loop->num_nodes; i++)
    every = !block_may_keep_chain (body[i]);
  free (body);
  return every;
}

bool
multiply_adds_fusable_p (tree type)
{
  return (SCALAR_FLOAT_TYPE_P (type)
	  && flag_fp_contract_mode != FP_CONTRACT_OFF
	  && direct_internal_fn_supported_p (IFN_FMA, type, OPTIMIZE_FOR_BOTH)
	  && direct_internal_fn_supported_p (IFN_FMS, type, OPTIMIZE_FOR_BOTH)
	  && direct_internal_fn_supported_p (IFN_FNMA, type,
					     OPTIMIZE_FOR_BOTH));
}

void
fuse_multiply_adds (class loop *loop)
{
  basic_block *body = get_loop_body_in_dom_order (loop);
  for (unsigned i = 0; i < loop->num_nodes; i++)
    for (gimple_stmt_iterator gsi = gsi_start_bb (body[i]); !gsi_end_p (gsi);)
      {
	gimple *mul = gsi_stmt (gsi);
	auto_vec<product_use, 4> uses;
	if (!float_product_p (mul)
	    || !direct_internal_fn_supported_p
		  (IFN_FMA, TREE_TYPE (gimple_assign_lhs (mul)),
		   bb_optimization_type (body[i]))
	    || !fusable_uses (mul, uses))
	  {
	    gsi_next (&gsi);
	    continue;
	  }
	for (const product_use &u : uses)
	  fuse_use (mul, u);
	gsi_remove (&gsi, true);
	release_defs (mul);
      }
  free (body);
}

void
order_fused_factors (class loop *loop)
{
  basic_block *body = get_loop_body (loop);
  for (unsigned i = 0; i < loop->num_nodes; i++)
    for (gimple_stmt_iterator gsi = gsi_start_bb (body[i]); !gsi_end_p (gsi);
	 gsi_next (&gsi))
      {
	gcall *call = dyn_cast <gcall *> (gsi_stmt (gsi));
	if (!call || !gimple_call_internal_p (call, IFN_FMA))
	  continue;
	tree a = gimple_call_arg (call, 0), b = gimple_call_arg (call, 1);
	if (factor_rank (b) < factor_rank (a))
	  {
	    gimple_call_set_arg (call, 0, b);
	    gimple_call_set_arg (call, 1, a);
	    update_stmt (call);
	  }
      }
  free (body);
}
