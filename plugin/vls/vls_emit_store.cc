/* GIMPLE emission of a store group's sequence: the scattered vectors
   interleaved by VEC_PERM_EXPRs, each lane's block taken out with a
   BIT_FIELD_REF and stored at the lane's address, all where the group's
   last scatter was; the scatters go.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include "gcc_compat.h"
#include "vls_emit.h"
#include "vls_emit_store.h"

namespace {

/* A buffer in the frame of the current function where the inactive
   lanes of a masked store group write.  */
tree
new_sink_buffer (void)
{
  tree type = build_array_type_nelts (char_type_node, vls_buffer_bytes);
  tree decl = create_tmp_var (type, "vls_sink");
  TREE_ADDRESSABLE (decl) = 1;
  return decl;
}

/* The scatter of SCATTERS that memref M stands for.  */
const vls_access &
scatter_of (const vec<vls_access> &scatters, const unsigned *memref_scatter,
	    unsigned m)
{
  return scatters[memref_scatter[m]];
}

/* Why SEQ cannot be emitted for the scatters of GROUP, or NULL.  */
const char *
check_store_group (const vec<vls_access> &scatters,
		   const unsigned *memref_scatter,
		   const vs_vls_store_group *group, const vs_vls_sequence *seq)
{
  const vls_access &anchor
    = scatter_of (scatters, memref_scatter, group->memrefs[0][0]);
  for (unsigned p = 0; p < group->nparts; p++)
    for (unsigned m = 0; m < group->nmembers; m++)
      {
	const vls_access &g
	  = scatter_of (scatters, memref_scatter, group->memrefs[p][m]);
	/* A scatter that may throw into a handler ends its block with an
	   EH edge that the stores could not take over.  */
	for (gimple *stmt : vls_scatter_stmts (g))
	  if (stmt_can_throw_internal (cfun, stmt))
	    return "a scatter may throw to a handler in this function";
	if (!types_compatible_p (TREE_TYPE (g.lhs), TREE_TYPE (anchor.lhs)))
	  return "scatters of different vector types";
      }
  for (unsigned i = 0; i < seq->ninstrs; i++)
    {
      const vs_vls_instr &ins = seq->instrs[i];
      if (ins.kind == VS_VLS_INSTR_SHUFFLE
	  && !vls_perm_legal_p (anchor.elem_type, ins.nelems, ins.mask))
	return "VEC_PERM_EXPR rejected by can_vec_perm_const_p";
      if (ins.kind == VS_VLS_INSTR_STORE
	  && !vls_vector_type (anchor.elem_type, ins.nelems))
	return "no vector mode for a lane's block";
    }
  return NULL;
}

/* The scatter of GROUP that comes last in its block: where the stores
   go.  */
gimple *
last_scatter (const vec<vls_access> &scatters, const unsigned *memref_scatter,
	      const vs_vls_store_group *group)
{
  const vls_access &anchor
    = scatter_of (scatters, memref_scatter, group->memrefs[0][0]);
  gimple *last = anchor.stmt;
  for (unsigned p = 0; p < group->nparts; p++)
    for (unsigned m = 0; m < group->nmembers; m++)
      {
	gimple *stmt = scatter_of (scatters, memref_scatter,
				   group->memrefs[p][m]).stmt;
	if (gimple_uid (stmt) > gimple_uid (last))
	  last = stmt;
      }
  return last;
}

/* The statements of SEQ, located at LAST, in *STMTS, not yet in the IL;
   the stores among them, in order and still without virtual operands,
   in *STORES.  */
void
emit_stores (const vec<vls_access> &scatters, const unsigned *memref_scatter,
	     const vs_vls_sequence *seq, gimple *last, gimple_seq *stmts,
	     vec<gassign *> *stores)
{
  auto_vec<tree> vals (seq->ninstrs);
  /* The pieces of a lane's block share its address.  */
  hash_map<int_hash<unsigned, UINT_MAX>, tree> lane_addr;
  tree sink = NULL_TREE;
  tree alias_type = build_pointer_type (char_type_node);
  for (unsigned i = 0; i < seq->ninstrs; i++)
    {
      const vs_vls_instr &ins = seq->instrs[i];
      tree val = NULL_TREE;
      if (ins.kind == VS_VLS_INSTR_VALUE)
	val = scatter_of (scatters, memref_scatter, ins.memref).lhs;
      else if (ins.kind == VS_VLS_INSTR_SHUFFLE)
	val = vls_emit_shuffle (ins, TREE_TYPE (vals[ins.in[0]]),
				vals[ins.in[0]], vals[ins.in[1]], stmts);
      else
	{
	  const vls_access &g = scatter_of (scatters, memref_scatter,
					    ins.memref);
	  tree block = vals[ins.in[0]];
	  tree btype = vls_vector_type (g.elem_type, ins.nelems);
	  if (!useless_type_conversion_p (btype, TREE_TYPE (block)))
	    {
	      unsigned bits = ins.nelems * ins.elem_size * BITS_PER_UNIT;
	      block = gimple_build (stmts, BIT_FIELD_REF, btype, block,
				    bitsize_int (bits),
				    bitsize_int (ins.first * ins.elem_size
						 * BITS_PER_UNIT));
	    }
	  if (g.mask && !sink)
	    sink = new_sink_buffer ();
	  bool known;
	  tree &addr = lane_addr.get_or_insert (ins.memref * VLS_MAX_LANES
						+ ins.lane, &known);
	  if (!known)
	    addr = vls_lane_address (g, ins.lane, sink, NULL_TREE, stmts);
	  tree ref = vls_lane_ref (g, btype, addr, alias_type, ins.offset);
	  gassign *store = gimple_build_assign (ref, block);
	  gimple_set_location (store, gimple_location (last));
	  /* Its virtual operands are set by replace_scatters, once the
	     scatters are gone; adding it with an update would ask for a
	     renaming.  */
	  gimple_seq_add_stmt_without_update (stmts, store);
	  stores->safe_push (store);
	}
      vals.quick_push (val);
    }
}

/* The scatters of GROUP gone, the SSA names they used added to DEAD, and
   STMTS where LAST was, its STORES taking over LAST's virtual operands.
   The scatters' removal releases their definitions before the stores'
   new virtual definitions are made.  */
void
replace_scatters (const vec<vls_access> &scatters,
		  const unsigned *memref_scatter,
		  const vs_vls_store_group *group, gimple *last,
		  gimple_seq stmts, const vec<gassign *> &stores, bitmap dead)
{
  /* The other scatters go; their virtual definitions give way to their
     uses.  */
  for (unsigned p = 0; p < group->nparts; p++)
    for (unsigned m = 0; m < group->nmembers; m++)
      for (gimple *stmt : vls_scatter_stmts (scatter_of (scatters,
							 memref_scatter,
							 group->memrefs[p][m])))
	{
	  vls_mark_uses_dead (stmt, dead);
	  if (stmt == last)
	    continue;
	  gimple_stmt_iterator gsi = gsi_for_stmt (stmt);
	  unlink_stmt_vdef (stmt);
	  gsi_remove (&gsi, true);
	  release_defs (stmt);
	}
  /* The stores chain their virtual operands from the last scatter's
     use to its definition, which the final store takes over.  */
  tree vuse = gimple_vuse (last);
  for (unsigned k = 0; k < stores.length (); k++)
    {
      gimple_set_vuse (stores[k], vuse);
      tree vdef = (k + 1 == stores.length ()
		   ? gimple_vdef (last)
		   : make_ssa_name (gimple_vop (cfun), stores[k]));
      gimple_set_vdef (stores[k], vdef);
      SSA_NAME_DEF_STMT (vdef) = stores[k];
      vuse = vdef;
    }
  gimple_stmt_iterator at = gsi_for_stmt (last);
  gsi_insert_seq_before (&at, stmts, GSI_SAME_STMT);
  at = gsi_for_stmt (last);
  gsi_remove (&at, true);
}

} // namespace

bool
vls_emit_store_group (vec<vls_access> &scatters,
		      const unsigned *memref_scatter,
		      const vs_vls_store_group *group,
		      const vs_vls_sequence *seq, bitmap dead,
		      const char **reason)
{
  *reason = check_store_group (scatters, memref_scatter, group, seq);
  if (*reason)
    return false;
  gimple *last = last_scatter (scatters, memref_scatter, group);
  /* Everything is checked; from here on the IL changes.  */
  gimple_seq stmts = NULL;
  auto_vec<gassign *> stores;
  emit_stores (scatters, memref_scatter, seq, last, &stmts, &stores);
  replace_scatters (scatters, memref_scatter, group, last, stmts, stores,
		    dead);
  return true;
}
