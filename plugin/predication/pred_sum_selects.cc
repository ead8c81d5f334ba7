/* The selects of a predicated sum dropped after the vectorizer
   (pred_sum_selects.h).

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include "gcc_compat.h"
#include "pred_sum_selects.h"
#include "vls_values.h"
#include "omp_simd_arrays.h"

namespace {

/* How far the proofs follow definitions and memory states.  */
const int max_depth = 16;
const unsigned max_memory_steps = 256;

/* A select VEC_COND_EXPR <MASK, A, B> seen from an arm's lanes: ACTIVE
   is its value where MASK is POLARITY, INACTIVE elsewhere.  */
struct select_view
{
  tree mask;
  tree active;
  tree inactive;
};

/* Whether NAME is set by a select; into *V as seen with POLARITY.  */
bool
select_of (tree name, bool polarity, select_view *v)
{
  if (TREE_CODE (name) != SSA_NAME)
    return false;
  gassign *def = dyn_cast<gassign *> (SSA_NAME_DEF_STMT (name));
  if (!def || gimple_assign_rhs_code (def) != VEC_COND_EXPR)
    return false;
  v->mask = gimple_assign_rhs1 (def);
  v->active = polarity ? gimple_assign_rhs2 (def) : gimple_assign_rhs3 (def);
  v->inactive = polarity ? gimple_assign_rhs3 (def)
			 : gimple_assign_rhs2 (def);
  return true;
}

/* Whether the real constant C is a positive finite number.  */
bool
positive_finite_real_p (tree c)
{
  return TREE_CODE (c) == REAL_CST && TREE_REAL_CST_PTR (c)->cl == rvc_normal
	 && !TREE_REAL_CST_PTR (c)->sign;
}

/* Whether every element of the constant C is a positive finite number:
   times -0.0 it gives -0.0, exactly.  */
bool
positive_finite_p (tree c)
{
  c = constant_behind (c);
  if (TREE_CODE (c) != VECTOR_CST || VECTOR_CST_STEPPED_P (c))
    return positive_finite_real_p (c);
  for (unsigned i = 0; i < vector_cst_encoded_nelts (c); i++)
    if (!positive_finite_real_p (VECTOR_CST_ENCODED_ELT (c, i)))
      return false;
  return true;
}

/* T folded to an integer constant where it is computed from constants
   by conversions, additions and multiplications (the vectorizer leaves
   the size of an omp simd array so); T itself otherwise.  */
tree
folded_size (tree t, int depth)
{
  t = constant_behind (t);
  if (TREE_CODE (t) != SSA_NAME || depth > max_depth)
    return t;
  gassign *a = dyn_cast<gassign *> (SSA_NAME_DEF_STMT (t));
  if (!a || !INTEGRAL_TYPE_P (TREE_TYPE (t)))
    return t;
  tree_code code = gimple_assign_rhs_code (a);
  tree x = folded_size (gimple_assign_rhs1 (a), depth + 1);
  if (TREE_CODE (x) != INTEGER_CST)
    return t;
  if (CONVERT_EXPR_CODE_P (code))
    return fold_convert (TREE_TYPE (t), x);
  if (code != PLUS_EXPR && code != MULT_EXPR)
    return t;
  tree y = folded_size (gimple_assign_rhs2 (a), depth + 1);
  tree folded = TREE_CODE (y) == INTEGER_CST
		? fold_binary (code, TREE_TYPE (t), x, y) : NULL_TREE;
  return folded && TREE_CODE (folded) == INTEGER_CST ? folded : t;
}

/* Whether STMT fills all of the variable BASE with zero bytes.  */
bool
zero_fill_of_p (gimple *stmt, tree base)
{
  if (!gimple_call_builtin_p (stmt, BUILT_IN_MEMSET))
    return false;
  tree dest = gimple_call_arg (stmt, 0);
  tree len = folded_size (gimple_call_arg (stmt, 2), 0);
  tree size = DECL_SIZE_UNIT (base);
  return TREE_CODE (dest) == ADDR_EXPR && TREE_OPERAND (dest, 0) == base
	 && integer_zerop (gimple_call_arg (stmt, 1))
	 && TREE_CODE (len) == INTEGER_CST && size
	 && TREE_CODE (size) == INTEGER_CST && !tree_int_cst_lt (len, size);
}

/* What the walk of reads_cleared_lanes_p learns: the array, and
   whether a write other than the zero fill reaches the load.  */
struct lanes_walk
{
  tree base;
  bool other_write;
};

/* walk_aliased_vdefs callback: the write VDEF may reach the load; it
   ends the walk on its path.  */
bool
note_write (ao_ref *, tree vdef, void *data)
{
  lanes_walk *w = (lanes_walk *) data;
  if (!zero_fill_of_p (SSA_NAME_DEF_STMT (vdef), w->base))
    w->other_write = true;
  return true;
}

/* Whether LOAD reads an omp simd array whose every write that may
   reach it, on every path, cleared the whole array (the reduction
   clause's zero).  */
bool
reads_cleared_lanes_p (gassign *load)
{
  tree ref = gimple_assign_rhs1 (load);
  tree base = get_base_address (ref);
  if (!vshape_omp_simd_array_p (base))
    return false;
  ao_ref r;
  ao_ref_init (&r, ref);
  lanes_walk w = { base, false };
  bool entry_reached = false;
  int walked = walk_aliased_vdefs (&r, gimple_vuse (load), note_write, &w,
				   NULL, &entry_reached, max_memory_steps);
  return walked >= 0 && !entry_reached && !w.other_write;
}

/* Whether ACC, the value R keeps where its sum's branch is not taken,
   is the accumulator of an omp simd loop's sum: a PHI of R's loop that
   starts from a load of lanes the reduction cleared and takes R's
   value at each iteration.  Zero and the sums of arithmetic: never a
   signalling NaN.  */
bool
accumulator_of_p (tree acc, gassign *r)
{
  if (TREE_CODE (acc) != SSA_NAME)
    return false;
  gphi *phi = dyn_cast<gphi *> (SSA_NAME_DEF_STMT (acc));
  class loop *loop = gimple_bb (r)->loop_father;
  if (!phi || gimple_bb (phi) != loop->header
      || gimple_phi_num_args (phi) != 2)
    return false;
  tree init = NULL_TREE, latch = NULL_TREE;
  for (unsigned i = 0; i < 2; i++)
    {
      basic_block from = gimple_phi_arg_edge (phi, i)->src;
      (flow_bb_inside_loop_p (loop, from) ? latch : init)
	= gimple_phi_arg_def (phi, i);
    }
  gassign *load = init && TREE_CODE (init) == SSA_NAME
		  ? dyn_cast<gassign *> (SSA_NAME_DEF_STMT (init)) : NULL;
  return latch == gimple_assign_lhs (r) && load && gimple_assign_load_p (load)
	 && reads_cleared_lanes_p (load);
}

/* A select made here: FACTOR where MASK is POLARITY, and a zero of sign
   NEGATIVE elsewhere, in NAME, set by STMT.  */
struct zeroed
{
  tree factor, mask;
  bool polarity, negative;
  tree name;
  gimple *stmt;
};

/* Whether statement A comes before statement B of the same block.  */
bool
before_p (gimple *a, gimple *b)
{
  for (gimple_stmt_iterator gsi = gsi_for_stmt (a); !gsi_end_p (gsi);
       gsi_next (&gsi))
    if (gsi_stmt (gsi) == b)
      return true;
  return false;
}

/* VALUE where MASK is POLARITY and a zero of sign NEGATIVE elsewhere,
   made before AT unless MADE (the selects made in AT's block) holds one
   that comes before it.  */
tree
zero_elsewhere (tree value, tree mask, bool polarity, bool negative,
		gimple *at, vec<zeroed> &made)
{
  for (const zeroed &z : made)
    if (z.factor == value && z.mask == mask && z.polarity == polarity
	&& z.negative == negative && before_p (z.stmt, at))
      return z.name;
  tree type = TREE_TYPE (value);
  tree zero = build_real (TREE_TYPE (type), negative
					    ? real_value_negate (&dconst0)
					    : dconst0);
  tree zeros = build_vector_from_val (type, zero);
  tree name = make_ssa_name (type);
  gassign *sel = gimple_build_assign (name, VEC_COND_EXPR,
				      TREE_CODE (mask) == SSA_NAME
				      ? mask : unshare_expr (mask),
				      polarity ? value : zeros,
				      polarity ? zeros : value);
  gimple_stmt_iterator gsi = gsi_for_stmt (at);
  gsi_insert_before (&gsi, sel, GSI_SAME_STMT);
  made.safe_push ({ value, mask, polarity, negative, name, sel });
  return name;
}

/* The term T of a sum, as a value that is T where MASK is POLARITY and
   exactly a zero of sign NEGATIVE elsewhere, made before AT: the
   product of T's factors with one of them zeroed there when the other
   is selected against a positive constant there, otherwise T zeroed
   there; NULL_TREE for another product.  */
tree
term_zeroed (tree t, tree mask, bool polarity, bool negative, gimple *at,
	     vec<zeroed> &made)
{
  gassign *def = TREE_CODE (t) == SSA_NAME
		 ? dyn_cast<gassign *> (SSA_NAME_DEF_STMT (t)) : NULL;
  tree_code code = def ? gimple_assign_rhs_code (def) : ERROR_MARK;
  if (code == MULT_EXPR)
    for (int k = 0; k < 2; k++)
      {
	tree kept = k ? gimple_assign_rhs2 (def) : gimple_assign_rhs1 (def);
	tree other = k ? gimple_assign_rhs1 (def) : gimple_assign_rhs2 (def);
	select_view v;
	if (!select_of (kept, polarity, &v) || !vls_same_value_p (v.mask, mask)
	    || !positive_finite_p (v.inactive))
	  continue;
	tree z = zero_elsewhere (other, mask, polarity, negative, at, made);
	tree product = make_ssa_name (TREE_TYPE (t));
	/* The factors in their order: of two NaNs, x86 returns the
	   first.  */
	gassign *p = gimple_build_assign (product, MULT_EXPR, k ? z : kept,
					  k ? kept : z);
	gimple_stmt_iterator gsi = gsi_for_stmt (at);
	gsi_insert_before (&gsi, p, GSI_SAME_STMT);
	return product;
      }
  /* A product or its negation GCC may fuse with the sum: zeroing it
     apart would round it apart.  */
  if (code == MULT_EXPR || code == NEGATE_EXPR)
    return NULL_TREE;
  return zero_elsewhere (t, mask, polarity, negative, at, made);
}

/* A predicated sum: R = <MASK, SUM, ACC>, SUM = ACC_SEL + TERM or
   ACC_SEL - TERM, ACC_SEL = <MASK', ACC, constant> (MASK' the same
   value as MASK, set before SUM).  */
struct sum_parts
{
  gassign *sum;
  tree acc, acc_sel, term, mask;
};

/* Whether the select R is the second select of a predicated sum, seen
   with POLARITY; into *P, P->mask being MASK'.  */
bool
sum_select_p (gassign *r, bool polarity, sum_parts *p)
{
  select_view rv;
  select_of (gimple_assign_lhs (r), polarity, &rv);
  tree s = rv.active, acc = rv.inactive;
  if (TREE_CODE (s) != SSA_NAME || !has_single_use (s))
    return false;
  gassign *def = dyn_cast<gassign *> (SSA_NAME_DEF_STMT (s));
  if (!def || gimple_bb (def) != gimple_bb (r))
    return false;
  tree_code code = gimple_assign_rhs_code (def);
  if (code != PLUS_EXPR && code != MINUS_EXPR)
    return false;
  /* The accumulator's select is the first operand, or either of a
     sum's.  */
  for (int k = 0; k < (code == PLUS_EXPR ? 2 : 1); k++)
    {
      tree a = k ? gimple_assign_rhs2 (def) : gimple_assign_rhs1 (def);
      select_view av;
      if (!select_of (a, polarity, &av) || !vls_same_value_p (av.mask, rv.mask)
	  || !vls_same_value_p (av.active, acc)
	  || !CONSTANT_CLASS_P (constant_behind (av.inactive)))
	continue;
      *p = { def, acc, a, k ? gimple_assign_rhs1 (def)
			    : gimple_assign_rhs2 (def), av.mask };
      return true;
    }
  return false;
}

/* Drops the selects of the sum whose second select is R, when it is
   one; DEAD collects the names left unused.  */
bool
drop_sum_selects (gassign *r, vec<zeroed> &made, bitmap dead, FILE *dump)
{
  tree type = TREE_TYPE (gimple_assign_lhs (r));
  if (!VECTOR_TYPE_P (type) || !SCALAR_FLOAT_TYPE_P (TREE_TYPE (type))
      || DECIMAL_FLOAT_TYPE_P (TREE_TYPE (type)))
    return false;
  for (int k = 0; k < 2; k++)
    {
      bool polarity = k == 0;
      sum_parts p;
      if (!sum_select_p (r, polarity, &p))
	continue;
      if (!accumulator_of_p (p.acc, r))
	return false;
      /* acc + -0.0 and acc - +0.0 are acc.  */
      gassign *sum = p.sum;
      bool negative = gimple_assign_rhs_code (sum) == PLUS_EXPR;
      tree zeroed_term = term_zeroed (p.term, p.mask, polarity, negative,
				      sum, made);
      if (!zeroed_term)
	return false;
      bool acc_first = gimple_assign_rhs1 (sum) == p.acc_sel;
      gimple_assign_set_rhs1 (sum, acc_first ? p.acc : zeroed_term);
      gimple_assign_set_rhs2 (sum, acc_first ? zeroed_term : p.acc);
      update_stmt (sum);
      bitmap_set_bit (dead, SSA_NAME_VERSION (p.acc_sel));
      if (TREE_CODE (p.term) == SSA_NAME)
	bitmap_set_bit (dead, SSA_NAME_VERSION (p.term));
      replace_uses_by (gimple_assign_lhs (r), gimple_assign_lhs (sum));
      if (dump)
	{
	  fprintf (dump, ";; predicate: sum ");
	  print_generic_expr (dump, gimple_assign_lhs (sum));
	  fprintf (dump, ": the lanes outside its branch %s, its two "
		   "selects go\n", negative ? "add -0.0" : "subtract +0.0");
	}
      gimple_stmt_iterator gsi = gsi_for_stmt (r);
      gsi_remove (&gsi, true);
      release_defs (r);
      return true;
    }
  return false;
}

} // namespace

unsigned
pred_drop_sum_selects (function *fun, FILE *dump)
{
  if (opt_for_fn (fun->decl, flag_rounding_math))
    return 0;
  unsigned dropped = 0;
  auto_bitmap dead;
  basic_block bb;
  FOR_EACH_BB_FN (bb, fun)
    {
      if (!bb->loop_father || !loop_outer (bb->loop_father))
	continue;
      auto_vec<zeroed> made;
      for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);)
	{
	  gassign *r = dyn_cast<gassign *> (gsi_stmt (gsi));
	  gsi_next (&gsi);
	  if (r && gimple_assign_rhs_code (r) == VEC_COND_EXPR
	      && drop_sum_selects (r, made, dead, dump))
	    dropped++;
	}
    }
  simple_dce_from_worklist (dead);
  return dropped;
}
