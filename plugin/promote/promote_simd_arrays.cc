/* The sums of omp simd loops kept in registers once they are vectorized
   (promote_simd_arrays.h).

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include "gcc_compat.h"
#include "tree-dfa.h"
#include "tree-into-ssa.h"
#include "tree-ssa-loop-manip.h"
#include "promote_simd_arrays.h"
#include "promote_registers.h"
#include "loop_info.h"
#include "omp_simd_arrays.h"

namespace {

/* Whether T is an omp simd array of the function being compiled.  */
bool
simd_array_p (tree t)
{
  return vshape_omp_simd_array_p (t)
	 && DECL_CONTEXT (t) == current_function_decl && !is_global_var (t);
}

/* The omp simd array EXPR is an address in, or NULL.  */
tree
array_addressed (tree expr)
{
  if (!expr || TREE_CODE (expr) != ADDR_EXPR)
    return NULL_TREE;
  tree base = get_base_address (TREE_OPERAND (expr, 0));
  return simd_array_p (base) ? base : NULL_TREE;
}

/* What the function's statements show of its omp simd arrays: the
   pointers that may point into each, and the arrays whose address goes
   anywhere else (into memory, a call, an integer).  */
struct array_uses
{
  hash_map<tree, tree> points_to;	/* an SSA pointer -> its array */
  hash_set<tree> escaped;
  auto_vec<tree> work;			/* pointers whose uses are to see */
};

/* NAME may point into ARRAY.  */
void
track (array_uses &u, tree name, tree array)
{
  bool existed;
  tree &slot = u.points_to.get_or_insert (name, &existed);
  if (!existed)
    {
      slot = array;
      u.work.safe_push (name);
    }
  else if (slot != array)
    {
      u.escaped.add (slot);
      u.escaped.add (array);
    }
}

/* Whether STMT makes a pointer from its first operand (a copy, a
   conversion, an offset or an address within).  */
bool
derives_pointer_p (gimple *stmt)
{
  if (!is_gimple_assign (stmt))
    return false;
  tree lhs = gimple_assign_lhs (stmt);
  enum tree_code code = gimple_assign_rhs_code (stmt);
  return (TREE_CODE (lhs) == SSA_NAME && POINTER_TYPE_P (TREE_TYPE (lhs))
	  && (code == POINTER_PLUS_EXPR || code == SSA_NAME
	      || code == ADDR_EXPR || CONVERT_EXPR_CODE_P (code)));
}

/* Whether memory reference REF, if it mentions the pointer P, does so
   only as the pointer it dereferences.  */
bool
only_dereferences_p (tree ref, tree p)
{
  if (ref == p)
    return false;
  if (TREE_CODE (ref) == SSA_NAME || is_gimple_min_invariant (ref))
    return true;
  tree base = get_base_address (ref);
  return base && (TREE_CODE (base) == MEM_REF
		  || TREE_CODE (base) == TARGET_MEM_REF);
}

/* Follows one use in STMT of the pointer P into ARRAY: to the pointers
   STMT makes from it; a comparison, an access through it or a memset
   of it keep ARRAY's address where it was; anything else lets it go.  */
void
follow_pointer_use (array_uses &u, gimple *stmt, tree p, tree array)
{
  if (is_gimple_debug (stmt) || gimple_code (stmt) == GIMPLE_COND)
    return;
  if (gphi *phi = dyn_cast <gphi *> (stmt))
    {
      track (u, gimple_phi_result (phi), array);
      return;
    }
  if (gcall *call = dyn_cast <gcall *> (stmt))
    {
      /* memset returns its first argument: a copy of the pointer.  */
      if (!gimple_call_builtin_p (call, BUILT_IN_MEMSET)
	  || gimple_call_arg (call, 1) == p || gimple_call_arg (call, 2) == p
	  || gimple_call_lhs (call))
	u.escaped.add (array);
      return;
    }
  if (derives_pointer_p (stmt)
      && (gimple_assign_rhs_code (stmt) != POINTER_PLUS_EXPR
	  || gimple_assign_rhs1 (stmt) == p))
    {
      track (u, gimple_assign_lhs (stmt), array);
      return;
    }
  if (is_gimple_assign (stmt)
      && TREE_CODE_CLASS (gimple_assign_rhs_code (stmt)) == tcc_comparison)
    return;
  if (gimple_assign_single_p (stmt)
      && only_dereferences_p (gimple_assign_lhs (stmt), p)
      && only_dereferences_p (gimple_assign_rhs1 (stmt), p))
    return;
  u.escaped.add (array);
}

/* walk_tree callback: an omp simd array whose address *TP holds inside
   it (in a constructor, say), other than as the base of an access.  */
tree
nested_address (tree *tp, int *walk_subtrees, void *)
{
  tree t = *tp;
  if (TREE_CODE (t) == MEM_REF || TREE_CODE (t) == TARGET_MEM_REF
      || TYPE_P (t))
    {
      *walk_subtrees = 0;
      return NULL_TREE;
    }
  if (TREE_CODE (t) == ADDR_EXPR)
    {
      *walk_subtrees = 0;
      return array_addressed (t);
    }
  return NULL_TREE;
}

/* The omp simd array whose address OP, an operand, holds within: OP
   itself is not the address.  */
tree
address_within (tree op)
{
  if (!op || TREE_CODE (op) == ADDR_EXPR)
    return NULL_TREE;
  return walk_tree (&op, nested_address, NULL, NULL);
}

/* An operand OP of an asm: the array it names or takes the address
   of escapes.  */
void
asm_operand (array_uses &u, tree op)
{
  tree array = array_addressed (op);
  if (!array && simd_array_p (get_base_address (op)))
    array = get_base_address (op);
  if (array)
    u.escaped.add (array);
}

/* Follows STMT's uses of an omp simd array's address as a value (not
   as the base of one of its accesses).  */
void
follow_addresses (array_uses &u, gimple *stmt)
{
  if (gphi *phi = dyn_cast <gphi *> (stmt))
    {
      for (unsigned i = 0; i < gimple_phi_num_args (phi); i++)
	if (tree array = array_addressed (gimple_phi_arg_def (phi, i)))
	  track (u, gimple_phi_result (phi), array);
      return;
    }
  if (is_gimple_debug (stmt) || gimple_code (stmt) == GIMPLE_COND)
    return;
  if (gcall *call = dyn_cast <gcall *> (stmt))
    {
      for (unsigned i = 0; i < gimple_call_num_args (call); i++)
	{
	  tree arg = gimple_call_arg (call, i);
	  if (tree array = array_addressed (arg))
	    {
	      if (i != 0 || !gimple_call_builtin_p (call, BUILT_IN_MEMSET)
		  || gimple_call_lhs (call))
		u.escaped.add (array);
	    }
	  else if (tree array = address_within (arg))
	    u.escaped.add (array);
	}
      return;
    }
  if (gasm *as = dyn_cast <gasm *> (stmt))
    {
      /* An asm's operands are lists: an array or its address in one
	 goes where the asm takes it.  */
      for (unsigned i = 0; i < gimple_asm_ninputs (as); i++)
	asm_operand (u, TREE_VALUE (gimple_asm_input_op (as, i)));
      for (unsigned i = 0; i < gimple_asm_noutputs (as); i++)
	asm_operand (u, TREE_VALUE (gimple_asm_output_op (as, i)));
      return;
    }
  if (is_gimple_assign (stmt))
    {
      for (unsigned i = 1; i < gimple_num_ops (stmt); i++)
	if (tree array = array_addressed (gimple_op (stmt, i)))
	  {
	    if (i == 1 && derives_pointer_p (stmt))
	      track (u, gimple_assign_lhs (stmt), array);
	    else if (TREE_CODE_CLASS (gimple_assign_rhs_code (stmt))
		     != tcc_comparison)
	      u.escaped.add (array);
	  }
	else if (tree array = address_within (gimple_op (stmt, i)))
	  u.escaped.add (array);
      return;
    }
  for (unsigned i = 0; i < gimple_num_ops (stmt); i++)
    if (tree array = array_addressed (gimple_op (stmt, i)))
      u.escaped.add (array);
}

/* Where FUN's omp simd arrays' addresses go.  */
void
find_array_uses (function *fun, array_uses &u)
{
  basic_block bb;
  FOR_EACH_BB_FN (bb, fun)
    {
      for (gphi_iterator gsi = gsi_start_phis (bb); !gsi_end_p (gsi);
	   gsi_next (&gsi))
	follow_addresses (u, gsi.phi ());
      for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	   gsi_next (&gsi))
	follow_addresses (u, gsi_stmt (gsi));
    }
  while (!u.work.is_empty ())
    {
      tree p = u.work.pop ();
      tree array = *u.points_to.get (p);
      imm_use_iterator it;
      gimple *use_stmt;
      FOR_EACH_IMM_USE_STMT (use_stmt, it, p)
	follow_pointer_use (u, use_stmt, p, array);
    }
}

/* One omp simd array in one loop: its locations and their accesses (to
   join the loop's kept_block), whether the loop stores it, and why it
   cannot be kept in registers, if it cannot.  */
struct array_in_loop : kept_block
{
  tree array;
  bool stored = false;
  const char *refused = NULL;
  auto_vec<HOST_WIDE_INT> lo, hi;	/* each location's bytes */
};

/* The entry of ARRAY in ARRAYS, made if new.  */
array_in_loop &
entry_of (auto_delete_vec<array_in_loop> &arrays, tree array)
{
  for (array_in_loop *a : arrays)
    if (a->array == array)
      return *a;
  array_in_loop *a = new array_in_loop;
  a->array = array;
  arrays.safe_push (a);
  return *a;
}

/* The omp simd array REF reaches, by name (*DIRECT) or through a pointer
   into it, or NULL.  */
tree
array_reached (array_uses &u, tree ref, bool *direct)
{
  tree base = get_base_address (ref);
  *direct = simd_array_p (base);
  if (*direct)
    return base;
  if (base && (TREE_CODE (base) == MEM_REF || TREE_CODE (base) == TARGET_MEM_REF)
      && TREE_CODE (TREE_OPERAND (base, 0)) == SSA_NAME)
    if (tree *array = u.points_to.get (TREE_OPERAND (base, 0)))
      return *array;
  return NULL_TREE;
}

/* Adds the access REF of STMT in BB (a store where STORE) to A, or the
   reason it cannot be kept.  */
void
add_access (array_in_loop &a, gimple *stmt, tree ref, bool store,
	    basic_block bb)
{
  poly_int64 offset;
  HOST_WIDE_INT off;
  tree size = TYPE_SIZE_UNIT (TREE_TYPE (ref));
  tree base = get_addr_base_and_unit_offset (ref, &offset);
  if (base != a.array || !offset.is_constant (&off) || !size
      || !tree_fits_uhwi_p (size))
    {
      a.refused = "an access at an offset that changes";
      return;
    }
  if (a.block && a.block != bb)
    {
      a.refused = "accesses in more than one block";
      return;
    }
  a.block = bb;
  HOST_WIDE_INT end = off + tree_to_shwi (size);
  int at = kept_location_of (a, stmt);
  for (unsigned i = 0; i < a.locations.length (); i++)
    if ((int) i != at && off < a.hi[i] && a.lo[i] < end)
      {
	a.refused = "accesses that overlap in part";
	return;
      }
  if (at < 0)
    {
      kept_location l;
      l.ref = ref;
      a.locations.safe_push (l);
      a.lo.safe_push (off);
      a.hi.safe_push (end);
      at = a.locations.length () - 1;
    }
  if (!store)
    a.locations[at].loaded = true;
  a.accesses.safe_push (stmt);
}

/* Notes what STMT (in BB of a loop) does to omp simd arrays in
   ARRAYS.  */
void
scan_statement (array_uses &u, gimple *stmt, basic_block bb,
		auto_delete_vec<array_in_loop> &arrays)
{
  if (is_gimple_debug (stmt))
    return;
  /* A load into an SSA value or a store of one, by name.  */
  if (gimple_assign_single_p (stmt))
    {
      tree lhs = gimple_assign_lhs (stmt), rhs = gimple_assign_rhs1 (stmt);
      bool direct;
      tree array;
      if (TREE_CODE (lhs) == SSA_NAME
	  && (array = array_reached (u, rhs, &direct)))
	{
	  array_in_loop &a = entry_of (arrays, array);
	  if (!direct)
	    a.refused = "a load through a pointer";
	  else if (!a.refused)
	    add_access (a, stmt, rhs, false, bb);
	  return;
	}
      if ((array = array_reached (u, lhs, &direct)))
	{
	  array_in_loop &a = entry_of (arrays, array);
	  a.stored = true;
	  if (!direct)
	    a.refused = "a store through a pointer";
	  else if (!is_gimple_val (rhs))
	    a.refused = "a copy from memory";
	  else if (!a.refused)
	    add_access (a, stmt, lhs, true, bb);
	  if (!is_gimple_val (rhs) && (array = array_reached (u, rhs, &direct)))
	    entry_of (arrays, array).refused = "a copy to memory";
	  return;
	}
    }
  /* Any other statement that reaches an array: harmless if it only
     compares pointers or makes one (an access through it is seen where
     it is made).  */
  bool harmless = (gimple_code (stmt) == GIMPLE_COND
		   || derives_pointer_p (stmt)
		   || (is_gimple_assign (stmt)
		       && TREE_CODE_CLASS (gimple_assign_rhs_code (stmt))
			  == tcc_comparison));
  for (unsigned i = 0; i < gimple_num_ops (stmt); i++)
    {
      tree op = gimple_op (stmt, i), array = NULL_TREE;
      bool direct, reached = false;
      if (!op)
	continue;
      if (tree *pointed = (TREE_CODE (op) == SSA_NAME
			   ? u.points_to.get (op) : NULL))
	array = *pointed;
      else if (!(array = array_addressed (op)) && !is_gimple_val (op))
	reached = (array = array_reached (u, op, &direct)) != NULL_TREE;
      if (array && (reached || !harmless))
	{
	  array_in_loop &a = entry_of (arrays, array);
	  a.refused = "another statement reaches it";
	  a.stored |= reached && gimple_vdef (stmt);
	}
    }
}

/* Dumps what was done with A in LOOP (decided only, unless
   REWRITE).  */
void
report (FILE *dump, class loop *loop, const array_in_loop &a,
	const char *why, bool rewrite)
{
  if (!dump)
    return;
  fprintf (dump, ";; vls: loop %d at %s: omp simd array ", loop->num,
	   vshape_loop_position (loop).c_str ());
  print_generic_expr (dump, a.array, TDF_NONE);
  if (why)
    {
      fprintf (dump, " stays in memory: %s\n", why);
      return;
    }
  unsigned loaded = 0;
  for (const kept_location &l : a.locations)
    loaded += l.loaded;
  fprintf (dump, " kept in registers: %u location%s of ",
	   a.locations.length (), a.locations.length () == 1 ? "" : "s");
  print_generic_expr (dump, TREE_TYPE (a.locations[0].ref), TDF_NONE);
  fprintf (dump, ", %u loaded before the loop, stored at its exit%s\n",
	   loaded, rewrite ? "" : " (promote=analyze: not rewritten)");
}

/* Keeps the omp simd arrays of LOOP in SSA values where it may;
   whether it did.  */
bool
keep_in_loop (array_uses &u, class loop *loop, bool rewrite, FILE *dump)
{
  edge exit = single_exit (loop);
  auto_delete_vec<array_in_loop> arrays;
  basic_block *body = get_loop_body (loop);
  /* An asm may name a location itself: such loops are left alone.  */
  bool has_asm = false;
  for (unsigned i = 0; i < loop->num_nodes; i++)
    {
      for (gphi_iterator gsi = gsi_start_phis (body[i]); !gsi_end_p (gsi);
	   gsi_next (&gsi))
	for (unsigned j = 0; j < gimple_phi_num_args (gsi.phi ()); j++)
	  if (tree array = array_addressed (gimple_phi_arg_def (gsi.phi (),
								j)))
	    entry_of (arrays, array).refused = "another statement reaches it";
      for (gimple_stmt_iterator gsi = gsi_start_bb (body[i]);
	   !gsi_end_p (gsi); gsi_next (&gsi))
	{
	  has_asm |= gimple_code (gsi_stmt (gsi)) == GIMPLE_ASM;
	  scan_statement (u, gsi_stmt (gsi), body[i], arrays);
	}
    }
  free (body);
  if (has_asm)
    return false;
  kept_block k;
  for (array_in_loop *a : arrays)
    {
      if (!a->stored)
	continue;
      const char *why = a->refused;
      if (!why && u.escaped.contains (a->array))
	why = "its address escapes";
      if (!why && (!exit || (exit->flags & EDGE_COMPLEX)))
	why = "the loop has no single plain exit";
      if (!why
	  && (!dominated_by_p (CDI_DOMINATORS, loop->latch, a->block)
	      || !dominated_by_p (CDI_DOMINATORS, exit->src, a->block)))
	why = "its block does not run at every iteration";
      if (!why && k.block && k.block != a->block)
	why = "the loop's other omp simd arrays are in another block";
      report (dump, loop, *a, why, rewrite);
      if (why)
	continue;
      k.block = a->block;
      for (gimple *stmt : a->accesses)
	k.accesses.safe_push (stmt);
      for (kept_location &l : a->locations)
	k.locations.safe_push (l);
      for (gimple *stmt : a->accesses)
	if (gimple_vdef (stmt) && k.where == UNKNOWN_LOCATION)
	  k.where = gimple_location (stmt);
    }
  if (!rewrite || k.locations.is_empty ())
    return false;
  basic_block pre = split_edge (loop_preheader_edge (loop));
  keep_in_registers (loop, pre, k, true);
  return true;
}

} // namespace

bool
vshape_simd_arrays_in (function *fun)
{
  unsigned ix;
  tree var;
  FOR_EACH_LOCAL_DECL (fun, ix, var)
    if (vshape_omp_simd_array_p (var))
      return true;
  return false;
}

unsigned
vshape_keep_simd_arrays (function *fun, bool rewrite, FILE *dump)
{
  if (!vshape_simd_arrays_in (fun))
    return 0;
  array_uses u;
  find_array_uses (fun, u);
  calculate_dominance_info (CDI_DOMINATORS);
  unsigned changed = 0;
  for (auto loop : loops_list (fun, LI_ONLY_INNERMOST))
    changed += keep_in_loop (u, loop, rewrite, dump);
  if (changed)
    {
      mark_virtual_operands_for_renaming (fun);
      update_ssa (TODO_update_ssa);
      if (loops_state_satisfies_p (LOOP_CLOSED_SSA))
	rewrite_into_loop_closed_ssa (NULL, TODO_update_ssa);
    }
  return changed;
}
