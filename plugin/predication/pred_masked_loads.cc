/* Redirected loads made masked loads for the vectorizer (see
   pred_masked_loads.h).

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include "gcc_compat.h"
#include "pred_masked_loads.h"
#include "pred_marks.h"
#include "loop_info.h"
#include "x86_costs.h"

namespace {

/* The constant the first bytes of a slot or block of slots of the
   plugin's, the variable SLOT, are set to at the function's start
   (pred_redirect_rewrite.cc), or null.  */
tree
slot_value (function *fun, tree slot)
{
  basic_block first = single_succ (ENTRY_BLOCK_PTR_FOR_FN (fun));
  for (gimple_stmt_iterator gsi = gsi_start_bb (first); !gsi_end_p (gsi);
       gsi_next (&gsi))
    {
      gassign *set = dyn_cast<gassign *> (gsi_stmt (gsi));
      if (!set || !gimple_store_p (set))
	continue;
      tree lhs = gimple_assign_lhs (set);
      bool at_slot = lhs == slot
		     || (TREE_CODE (lhs) == MEM_REF
			 && TREE_CODE (TREE_OPERAND (lhs, 0)) == ADDR_EXPR
			 && TREE_OPERAND (TREE_OPERAND (lhs, 0), 0) == slot
			 && integer_zerop (TREE_OPERAND (lhs, 1)));
      if (at_slot && CONSTANT_CLASS_P (gimple_assign_rhs1 (set)))
	return gimple_assign_rhs1 (set);
    }
  return NULL_TREE;
}

/* The variable whose address OPERAND is, or converts at the function's
   start (a block's slots): the plugin's slot or block of slots, in a
   redirect's select; else null.  */
tree
slot_of (tree operand)
{
  if (TREE_CODE (operand) == SSA_NAME)
    if (gassign *def = dyn_cast<gassign *> (SSA_NAME_DEF_STMT (operand)))
      if (gimple_assign_cast_p (def) || gimple_assign_single_p (def))
	operand = gimple_assign_rhs1 (def);
  if (TREE_CODE (operand) != ADDR_EXPR || !VAR_P (TREE_OPERAND (operand, 0)))
    return NULL_TREE;
  return TREE_OPERAND (operand, 0);
}

/* What a redirected load reads: the program's address, the slot, the
   guard and whether the address is taken where the guard is true.  */
struct redirected_load
{
  tree address, slot, guard;
  bool on_true;
  unsigned id;
};

/* Whether STMT, in LOOP, loads at offset 0 through a select of a
   redirect (pred_redirect_rewrite.cc): the program's address, an SSA
   name that varies in LOOP, against the address of a slot or block of
   slots.  Fills *R.  */
bool
redirected_load_p (class loop *loop, gassign *stmt, redirected_load *r)
{
  if (!gimple_assign_load_p (stmt)
      || TREE_CODE (gimple_assign_lhs (stmt)) != SSA_NAME)
    return false;
  tree mem = gimple_assign_rhs1 (stmt);
  if (TREE_CODE (mem) != MEM_REF || !integer_zerop (TREE_OPERAND (mem, 1))
      || !pred_marked_p (TREE_OPERAND (mem, 0), PRED_SAFE, &r->id))
    return false;
  gassign *sel = dyn_cast<gassign *> (SSA_NAME_DEF_STMT (TREE_OPERAND (mem,
									0)));
  if (!sel || gimple_assign_rhs_code (sel) != COND_EXPR)
    return false;
  r->guard = gimple_assign_rhs1 (sel);
  tree a = gimple_assign_rhs2 (sel), b = gimple_assign_rhs3 (sel);
  r->slot = slot_of (b);
  r->on_true = r->slot != NULL_TREE;
  r->address = r->on_true ? a : b;
  if (!r->on_true)
    r->slot = slot_of (a);
  if (TREE_CODE (r->guard) != SSA_NAME
      || TREE_CODE (TREE_TYPE (r->guard)) != BOOLEAN_TYPE
      || TREE_CODE (r->address) != SSA_NAME || !r->slot)
    return false;
  /* An address the same in every iteration is no gather.  */
  tree ev = instantiate_scev (loop_preheader_edge (loop), loop,
			      analyze_scalar_evolution (loop, r->address));
  return ev == chrec_dont_know || TREE_CODE (ev) == POLYNOMIAL_CHREC;
}

/* Replaces the load at GSI, described by R, by a masked load of its
   address, which keeps the load's name (the scalar loop's price counts
   it as the program's load), and a select of SAFE where the guard drops
   it, which the load's uses read instead.  */
void
mask_load (gimple_stmt_iterator *gsi, const redirected_load &r, tree safe)
{
  gassign *stmt = as_a<gassign *> (gsi_stmt (*gsi));
  tree lhs = gimple_assign_lhs (stmt);
  tree mem = gimple_assign_rhs1 (stmt);
  tree type = TREE_TYPE (lhs);
  tree mask = r.guard;
  if (!r.on_true)
    {
      mask = pred_make_name (boolean_type_node, PRED_MASK, r.id);
      gsi_insert_before (gsi, gimple_build_assign (mask, BIT_XOR_EXPR,
						   r.guard,
						   boolean_true_node),
			 GSI_SAME_STMT);
    }
  /* The alias type and alignment of the program's access.  */
  tree align = build_int_cst (TREE_TYPE (TREE_OPERAND (mem, 1)),
			      TYPE_ALIGN (TREE_TYPE (mem)));
  gcall *load;
  if (VSHAPE_MASK_LOAD_HAS_ELSE)
    load = gimple_build_call_internal (IFN_MASK_LOAD, 4, r.address, align,
				       mask, build_zero_cst (type));
  else
    load = gimple_build_call_internal (IFN_MASK_LOAD, 3, r.address, align,
				       mask);
  tree merged = pred_make_name (type, PRED_SAFE, r.id);
  gassign *select = gimple_build_assign (merged, COND_EXPR, mask, lhs, safe);
  gimple_set_location (select, gimple_location (stmt));
  imm_use_iterator it;
  gimple *use;
  FOR_EACH_IMM_USE_STMT (use, it, lhs)
    {
      use_operand_p op;
      FOR_EACH_IMM_USE_ON_STMT (op, it)
	SET_USE (op, merged);
      update_stmt (use);
    }
  gimple_call_set_lhs (load, lhs);
  gimple_set_vuse (load, gimple_vuse (stmt));
  gimple_set_location (load, gimple_location (stmt));
  gsi_replace (gsi, load, true);
  gsi_insert_after (gsi, select, GSI_SAME_STMT);
}

} // namespace

bool
pred_mask_redirected_loads (function *fun, bool opened)
{
  bool gathers = TARGET_AVX2 && (opened || x86_tune_gathers_p ());
  bool changed = false;
  for (class loop *loop : vshape_if_converted_loops (fun))
    {
      unsigned found = vshape_visit_loop_assigns
	(loop, [&] (gassign *stmt, gimple_stmt_iterator *gsi) {
	  redirected_load r;
	  tree safe;
	  if (!redirected_load_p (loop, stmt, &r)
	      || !(safe = slot_value (fun, r.slot))
	      || !useless_type_conversion_p (TREE_TYPE (gimple_assign_lhs
							(stmt)),
					     TREE_TYPE (safe)))
	    return false;
	  if (gathers)
	    mask_load (gsi, r, safe);
	  return true;
	});
      if (found && dump_file)
	{
	  fprintf (dump_file, ";; predicate: loop %s: %u redirected load%s ",
		   vshape_loop_position (loop).c_str (), found,
		   found == 1 ? "" : "s");
	  if (gathers)
	    fprintf (dump_file, "made masked loads of the program's address "
		     "for the vectorizer\n");
	  else
	    fprintf (dump_file, "kept: the tuning keeps gather instructions "
		     "off, and the vectorizer emulates no masked gather\n");
	}
      changed |= gathers && found;
    }
  return changed;
}
