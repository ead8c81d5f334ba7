/* Addresses through an index put in the form the vectorizer reads as a
   gather (see gather_addresses.h).

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include "gcc_compat.h"
#include "gather_addresses.h"
#include "cost_notes.h"
#include "function_changes.h"
#include "gather_advice.h"
#include "loop_info.h"

namespace {

/* P when VALUE is the integer (uintptr) P of the pointer P, as wide;
   else NULL_TREE.  */
tree
integer_of_pointer (tree value)
{
  if (TREE_CODE (value) != SSA_NAME)
    return NULL_TREE;
  gassign *def = dyn_cast<gassign *> (SSA_NAME_DEF_STMT (value));
  if (!def || !CONVERT_EXPR_CODE_P (gimple_assign_rhs_code (def)))
    return NULL_TREE;
  tree p = gimple_assign_rhs1 (def);
  if (!POINTER_TYPE_P (TREE_TYPE (p))
      || TYPE_PRECISION (TREE_TYPE (value)) != TYPE_PRECISION (TREE_TYPE (p)))
    return NULL_TREE;
  return p;
}

/* Rewrite STMT, X = (T *) S with S = (uintptr) P + OFF, as
   X = (T *) (P + OFF), the same address; true when it did.  */
bool
put_in_pointer_form (gassign *stmt)
{
  if (!CONVERT_EXPR_CODE_P (gimple_assign_rhs_code (stmt))
      || !POINTER_TYPE_P (TREE_TYPE (gimple_assign_lhs (stmt))))
    return false;
  tree s = gimple_assign_rhs1 (stmt);
  if (TREE_CODE (s) != SSA_NAME || !INTEGRAL_TYPE_P (TREE_TYPE (s)))
    return false;
  gassign *sum = dyn_cast<gassign *> (SSA_NAME_DEF_STMT (s));
  if (!sum || gimple_assign_rhs_code (sum) != PLUS_EXPR)
    return false;
  tree off = gimple_assign_rhs2 (sum);
  tree p = integer_of_pointer (gimple_assign_rhs1 (sum));
  if (!p)
    {
      off = gimple_assign_rhs1 (sum);
      p = integer_of_pointer (gimple_assign_rhs2 (sum));
    }
  if (!p || TYPE_PRECISION (TREE_TYPE (off)) != TYPE_PRECISION (sizetype))
    return false;
  gimple_stmt_iterator gsi = gsi_for_stmt (stmt);
  gimple_seq seq = NULL;
  off = gimple_convert (&seq, sizetype, off);
  tree q = gimple_build (&seq, POINTER_PLUS_EXPR, TREE_TYPE (p), p, off);
  gsi_insert_seq_before (&gsi, seq, GSI_SAME_STMT);
  gimple_assign_set_rhs1 (stmt, q);
  update_stmt (stmt);
  return true;
}

/* Whether VALUE, in LOOP, is computed from a load of LOOP, masked or
   not (through at most DEPTH more statements): an index read from
   memory, whose addresses no induction describes.  */
bool
loaded_in_loop_p (tree value, class loop *loop, unsigned depth)
{
  if (TREE_CODE (value) != SSA_NAME)
    return false;
  gimple *stmt = SSA_NAME_DEF_STMT (value);
  /* A parameter's value (no block) comes from outside the loop.  */
  if (!gimple_bb (stmt) || !flow_bb_inside_loop_p (loop, gimple_bb (stmt)))
    return false;
  if (gimple_call_internal_p (stmt, IFN_MASK_LOAD))
    return true;
  gassign *def = dyn_cast<gassign *> (stmt);
  if (!def)
    return false;
  if (gimple_assign_load_p (def))
    return true;
  if (!depth)
    return false;
  for (unsigned i = 1; i < gimple_num_ops (def); i++)
    if (loaded_in_loop_p (gimple_op (def, i), loop, depth - 1))
      return true;
  return false;
}

/* The scale of a gather instruction (8, 4 or 2) that divides S most,
   when S itself is none; else 0.  */
HOST_WIDE_INT
gather_scale (HOST_WIDE_INT s)
{
  if (s <= 2 || s == 4 || s == 8)
    return 0;
  for (HOST_WIDE_INT e = 8; e >= 2; e /= 2)
    if (s % e == 0)
      return e;
  return 0;
}

/* Compute OFF = X * S, a pointer sum's offset in LOOP from an index
   LOOP loads, as (X * (S / E)) * E (gather_scale); true when it did.  */
bool
split_scale (tree off, class loop *loop)
{
  if (TREE_CODE (off) != SSA_NAME)
    return false;
  gassign *def = dyn_cast<gassign *> (SSA_NAME_DEF_STMT (off));
  if (!def || gimple_assign_rhs_code (def) != MULT_EXPR
      || !flow_bb_inside_loop_p (loop, gimple_bb (def))
      || !tree_fits_shwi_p (gimple_assign_rhs2 (def))
      || !loaded_in_loop_p (gimple_assign_rhs1 (def), loop, 4))
    return false;
  HOST_WIDE_INT s = tree_to_shwi (gimple_assign_rhs2 (def));
  HOST_WIDE_INT e = gather_scale (s);
  if (!e)
    return false;
  tree type = TREE_TYPE (off);
  tree part = make_ssa_name (type);
  gimple_stmt_iterator gsi = gsi_for_stmt (def);
  gsi_insert_before (&gsi,
		     gimple_build_assign (part, MULT_EXPR,
					  gimple_assign_rhs1 (def),
					  build_int_cst (type, s / e)),
		     GSI_SAME_STMT);
  gimple_assign_set_rhs1 (def, part);
  gimple_assign_set_rhs2 (def, build_int_cst (type, e));
  update_stmt (def);
  return true;
}

/* The offset of the pointer sum behind ADDR, the address operand of a
   masked load or store (&(*P)[C] with P = (T *) (B + OFF), or
   B + OFF itself, in pointers or in integers), or NULL_TREE.  */
tree
masked_access_offset (tree addr)
{
  for (unsigned steps = 0; steps < 4 && TREE_CODE (addr) == SSA_NAME;
       steps++)
    {
      gassign *def = dyn_cast<gassign *> (SSA_NAME_DEF_STMT (addr));
      if (!def)
	return NULL_TREE;
      enum tree_code code = gimple_assign_rhs_code (def);
      if (code == POINTER_PLUS_EXPR)
	return gimple_assign_rhs2 (def);
      if (code == PLUS_EXPR)
	{
	  /* Still in integers: (uintptr) P + OFF.  */
	  if (integer_of_pointer (gimple_assign_rhs1 (def)))
	    return gimple_assign_rhs2 (def);
	  if (integer_of_pointer (gimple_assign_rhs2 (def)))
	    return gimple_assign_rhs1 (def);
	  return NULL_TREE;
	}
      if (code == ADDR_EXPR)
	{
	  tree base = get_base_address (TREE_OPERAND (gimple_assign_rhs1
						      (def), 0));
	  if (!base || TREE_CODE (base) != MEM_REF)
	    return NULL_TREE;
	  addr = TREE_OPERAND (base, 0);
	}
      else if (CONVERT_EXPR_CODE_P (code))
	addr = gimple_assign_rhs1 (def);
      else
	return NULL_TREE;
    }
  return NULL_TREE;
}

/* Calls VISIT (OFF) for each masked load and store of LOOP whose
   address is a pointer sum with the offset OFF (masked_access_offset).  */
template <typename Visit>
void
for_each_masked_offset (class loop *loop, Visit visit)
{
  basic_block *bbs = get_loop_body (loop);
  for (unsigned i = 0; i < loop->num_nodes; i++)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bbs[i]); !gsi_end_p (gsi);
	 gsi_next (&gsi))
      {
	gimple *stmt = gsi_stmt (gsi);
	if (!gimple_call_internal_p (stmt, IFN_MASK_LOAD)
	    && !gimple_call_internal_p (stmt, IFN_MASK_STORE))
	  continue;
	if (tree off = masked_access_offset (gimple_call_arg (stmt, 0)))
	  visit (off);
      }
  free (bbs);
}

/* Rewrite the addresses of LOOP, an if-converted loop, as the header
   says: every integer address in pointer form, and the offsets of the
   masked loads and stores (which GCC cannot emulate as gathers) split
   to a gather's scale.  Notes how many for the vls dump; returns the
   number of masked loads and stores through an index LOOP loads.  */
unsigned
rewrite_loop (class loop *loop)
{
  unsigned scales = 0, masked = 0;
  unsigned pointers = vshape_visit_loop_assigns
    (loop, [] (gassign *stmt, gimple_stmt_iterator *) {
      return put_in_pointer_form (stmt);
    });
  for_each_masked_offset (loop, [&] (tree off) {
    scales += split_scale (off, loop);
    masked += loaded_in_loop_p (off, loop, 4);
  });
  if (!pointers && !scales)
    return masked;
  vshape_note_change (cfun, VSHAPE_CHANGE_ADDRESSES);
  vls_cost_client_note_function
    (xasprintf ("loop %d: %u address%s of if-converted accesses put back "
		"in pointer form, %u offset%s of masked accesses split to "
		"a gather's scale, for the vectorizer", loop->num, pointers,
		pointers == 1 ? "" : "es", scales, scales == 1 ? "" : "s"));
  return masked;
}

} // namespace

unsigned
vls_masked_indexed_accesses (class loop *loop)
{
  unsigned masked = 0;
  for_each_masked_offset (loop, [&] (tree off) {
    masked += loaded_in_loop_p (off, loop, 4);
  });
  return masked;
}

namespace {

/* Before the vectorizer: each innermost loop if-conversion made for it
   (the first argument of a LOOP_VECTORIZED call) whose iterations the
   program lets run side by side (omp simd: a safelen), the loops whose
   gathers and scatters need no proof of independence, rewritten; and
   the advice where their masked accesses through an index need gathers
   the tuning keeps off (gather_advice.h).  */
void
on_pass (void *gcc_data, void *)
{
  opt_pass *pass = static_cast<opt_pass *> (gcc_data);
  if (!pass || !pass->name || strcmp (pass->name, "vect") || !cfun
      || !cfun->cfg || !current_loops)
    return;
  unsigned masked = 0;
  class loop *first = NULL;
  for (class loop *loop : vshape_if_converted_loops (cfun))
    {
      if (loop->inner || loop->safelen <= 1)
	continue;
      unsigned here = rewrite_loop (loop);
      masked += here;
      if (here && !first)
	first = loop;
    }
  vls_note_gather_advice (cfun, masked, first);
}

} // namespace

void
vls_gather_addresses_install (const char *plugin_name)
{
  register_callback (plugin_name, PLUGIN_PASS_EXECUTION, on_pass, NULL);
}
