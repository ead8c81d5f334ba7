/* Redirected memory accesses of branch arms: the rewrite (see
   pred_redirect.h).

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include "gcc_compat.h"
#include "pred_redirect.h"
#include "pred_rewrite.h"
#include "pred_marks.h"
#include "builtins.h"
#include "gimplify-me.h"

namespace {

/* Whether REF is a constant number of bytes, *OFFSET, from an SSA
   pointer, *POINTER.  */
bool
constant_place (tree ref, tree *pointer, HOST_WIDE_INT *offset)
{
  tree var;
  poly_int64 bitpos;
  HOST_WIDE_INT bits;
  tree base = pred_inner_reference (ref, &var, &bitpos);
  if (TREE_CODE (base) != MEM_REF
      || TREE_CODE (TREE_OPERAND (base, 0)) != SSA_NAME || var
      || !bitpos.is_constant (&bits) || !tree_fits_shwi_p (TREE_OPERAND (base,
									 1)))
    return false;
  *pointer = TREE_OPERAND (base, 0);
  *offset = tree_to_shwi (TREE_OPERAND (base, 1)) + bits / BITS_PER_UNIT;
  return *offset >= 0;
}

/* The size in bytes of what REF reads or writes.  */
HOST_WIDE_INT
size_of (tree ref)
{
  return tree_to_shwi (TYPE_SIZE_UNIT (TREE_TYPE (ref)));
}

/* The address of REF, of type POINTER, as arithmetic on its base
   pointer or variable (which the vectorizer can vectorize, where it
   cannot vectorize the address of a reference).  */
tree
address_of (tree ref, tree pointer)
{
  tree var;
  poly_int64 bitpos;
  tree base = pred_inner_reference (ref, &var, &bitpos);
  tree start;
  if (TREE_CODE (base) == MEM_REF)
    start = fold_build_pointer_plus (TREE_OPERAND (base, 0),
				     fold_convert (sizetype,
						   TREE_OPERAND (base, 1)));
  else
    start = build_fold_addr_expr (base);
  if (var)
    start = fold_build_pointer_plus (start, var);
  poly_int64 bytepos = exact_div (bitpos, BITS_PER_UNIT);
  start = fold_build_pointer_plus (start, size_int (bytepos));
  return fold_convert (pointer, start);
}

/* Inserts STMT at the start of the function being compiled.  */
void
insert_at_start (gimple *stmt)
{
  gsi_insert_on_edge_immediate (single_succ_edge
				(ENTRY_BLOCK_PTR_FOR_FN (cfun)), stmt);
}

/* Sets the slot of TYPE in DECL, BYTES from its start, to SAFE, as an
   access of alias type ALIAS.  */
void
set_slot (tree decl, HOST_WIDE_INT bytes, tree type, tree alias, double safe)
{
  tree at = build2 (MEM_REF, type, build_fold_addr_expr (decl),
		    build_int_cst (alias, bytes));
  insert_at_start (gimple_build_assign (at, pred_safe_constant (type, safe)));
}

/* The SSA names of a reference computed alone that the undo follows.  */
const unsigned max_leaves = 4;

/* A reference that a redirect replaced by an address computed alone, in
   a function whose undo has not run yet.  The address reads copies of
   the reference's SSA names (PRED_LEAF); the undo finds them by name in
   whichever copy of the loop it takes back, and gives the access the
   reference, reading them, back.  */
struct lone_reference
{
  function *fun;
  tree address_id;		/* the identifier of the address's name */
  tree ref;			/* the reference, reading LEAF */
  unsigned n_leaves;
  tree leaf[max_leaves];
  tree leaf_id[max_leaves];	/* their identifiers */
};
vec<lone_reference> lone_references;

/* Names of lone addresses and their leaves, unique in a compilation.  */
unsigned next_lone;

/* Marks the trees of lone_references for the garbage collector.  */
void
mark_lone_references (void *, void *)
{
  for (const lone_reference &l : lone_references)
    {
      gt_ggc_m_9tree_node (l.ref);
      for (unsigned k = 0; k < l.n_leaves; k++)
	gt_ggc_m_9tree_node (l.leaf[k]);
    }
}

/* A new SSA name of TYPE named MARK_ID_KEY, then _INDEX when INDEX is
   not negative.  */
tree
keyed_name (tree type, const char *mark, unsigned id, unsigned key, int index)
{
  char name[96];
  if (index < 0)
    snprintf (name, sizeof name, "%s_%u_%u", mark, id, key);
  else
    snprintf (name, sizeof name, "%s_%u_%u_%d", mark, id, key, index);
  return make_temp_ssa_name (type, NULL, name);
}

/* What copy_leaf works with: the reference being filled, where its
   copies go, their names' rewrite and key, and the program's names.  */
struct leaf_walk
{
  lone_reference *l;
  gimple_stmt_iterator *at;
  unsigned id, key;
  tree orig[max_leaves];
  bool too_many;
};

/* walk_tree callback: replaces an SSA name of the reference by its copy,
   made before the walk's AT on first sight.  */
tree
copy_leaf (tree *tp, int *walk_subtrees, void *data)
{
  leaf_walk *w = (leaf_walk *) data;
  if (TYPE_P (*tp))
    *walk_subtrees = 0;
  if (TREE_CODE (*tp) != SSA_NAME)
    return NULL_TREE;
  lone_reference *l = w->l;
  for (unsigned k = 0; k < l->n_leaves; k++)
    if (w->orig[k] == *tp)
      {
	*tp = l->leaf[k];
	return NULL_TREE;
      }
  if (l->n_leaves == max_leaves)
    {
      w->too_many = true;
      return NULL_TREE;
    }
  unsigned k = l->n_leaves++;
  tree copy = keyed_name (TREE_TYPE (*tp), PRED_LEAF, w->id, w->key, k);
  gsi_insert_before (w->at, gimple_build_assign (copy, *tp), GSI_SAME_STMT);
  w->orig[k] = *tp;
  l->leaf[k] = copy;
  l->leaf_id[k] = SSA_NAME_IDENTIFIER (copy);
  *tp = copy;
  return NULL_TREE;
}

/* walk_tree callback: replaces the leaves of a lone reference (DATA's
   first half) by the names in its second half.  */
tree
replace_leaf (tree *tp, int *walk_subtrees, void *data)
{
  tree *pairs = (tree *) data;
  if (TYPE_P (*tp))
    *walk_subtrees = 0;
  for (unsigned k = 0; k < max_leaves; k++)
    if (pairs[k] && *tp == pairs[k])
      *tp = pairs[max_leaves + k];
  return NULL_TREE;
}

/* Gives the memory access STMT the reference REF.  */
void
set_reference (gimple *stmt, tree ref)
{
  if (pred_store_p (stmt))
    gimple_assign_set_lhs (stmt, ref);
  else
    gimple_assign_set_rhs1 (stmt, ref);
  update_stmt (stmt);
}

} // namespace

arm_redirects::arm_redirects (const pred_arm &arm, const vs_pred_step *steps)
  : m_arm (arm), m_steps (steps)
{
  unsigned n = arm.stmts.length ();
  m_block_of.safe_grow (n);
  m_offset.safe_grow (n);
  for (unsigned i = 0; i < n; i++)
    {
      m_block_of[i] = -1;
      tree ref, pointer;
      HOST_WIDE_INT offset;
      if (!steps[i].redirected
	  || !constant_place (ref = pred_reference_of (arm.stmts[i]),
			      &pointer, &offset))
	continue;
      m_offset[i] = offset;
      bool sink = pred_store_p (arm.stmts[i]);
      unsigned b = 0;
      while (b < m_blocks.length ()
	     && (m_blocks[b].pointer != pointer || m_blocks[b].sink != sink))
	b++;
      if (b == m_blocks.length ())
	m_blocks.safe_push ({ pointer, sink, false, 0, BITS_PER_UNIT,
			      NULL_TREE });
      m_blocks[b].extent = MAX (m_blocks[b].extent, offset + size_of (ref));
      m_blocks[b].align = MAX (m_blocks[b].align,
			       TYPE_ALIGN (TREE_TYPE (ref)));
      m_block_of[i] = b;
    }
  /* Each slot of a block holds one value: places that overlap must be
     the same place, of the same type.  */
  for (unsigned i = 0; i < n; i++)
    for (unsigned j = i + 1; j < n && m_block_of[i] >= 0; j++)
      {
	block &b = m_blocks[m_block_of[i]];
	if (m_block_of[j] != m_block_of[i] || b.sink)
	  continue;
	tree ri = pred_reference_of (arm.stmts[i]);
	tree rj = pred_reference_of (arm.stmts[j]);
	HOST_WIDE_INT oi = m_offset[i], oj = m_offset[j];
	bool overlap = oi < oj + size_of (rj) && oj < oi + size_of (ri);
	if (overlap
	    && (oi != oj
		|| TYPE_MAIN_VARIANT (TREE_TYPE (ri))
		   != TYPE_MAIN_VARIANT (TREE_TYPE (rj))))
	  b.mixed = true;
      }
}

/* The slot of TYPE that holds SAFE for accesses of alias type ALIAS, or
   the sink of TYPE (SINK), for the accesses redirected alone; made and
   set at the function's start on first use.  */
tree
arm_redirects::lone_target (tree type, tree alias, double safe, bool sink)
{
  for (const lone_var &t : m_lone)
    if (t.type == type && t.sink == sink
	&& (sink || (t.alias == alias && t.safe == safe)))
      return t.decl;
  tree decl = create_tmp_var (type, sink ? "vshape_sink" : "vshape_slot");
  TREE_ADDRESSABLE (decl) = 1;
  if (!sink)
    set_slot (decl, 0, type, alias, safe);
  m_lone.safe_push ({ type, alias, safe, sink, decl });
  return decl;
}

/* The address of block B's variable, made at the function's start with
   its slots set, as a value of the type of B's pointer.  */
tree
arm_redirects::block_pointer (const block &b, unsigned index)
{
  tree type = build_array_type_nelts (char_type_node, b.extent);
  tree decl = create_tmp_var (type, b.sink ? "vshape_sinks" : "vshape_slots");
  SET_DECL_ALIGN (decl, b.align);
  DECL_USER_ALIGN (decl) = 1;
  TREE_ADDRESSABLE (decl) = 1;
  for (unsigned i = 0; i < m_arm.stmts.length () && !b.sink; i++)
    {
      gimple *stmt = m_arm.stmts[i];
      if (m_block_of[i] != (int) index || pred_store_p (stmt))
	continue;
      tree ref = pred_reference_of (stmt);
      set_slot (decl, m_offset[i], TYPE_MAIN_VARIANT (TREE_TYPE (ref)),
		reference_alias_ptr_type (ref), m_steps[i].safe[0]);
    }
  tree name = make_ssa_name (TREE_TYPE (b.pointer));
  insert_at_start (gimple_build_assign (name, NOP_EXPR,
				       build_fold_addr_expr (decl)));
  return name;
}

void
arm_redirects::redirect (unsigned i, gimple_stmt_iterator *at, tree guard,
			 bool on_true, unsigned id)
{
  int index = m_block_of[i];
  if (index < 0 || m_blocks[index].mixed)
    {
      redirect_alone (i, at, guard, on_true, id);
      return;
    }
  block &b = m_blocks[index];
  gimple *stmt = m_arm.stmts[i];
  if (!b.select)
    b.select = pred_insert_select (at, guard, on_true, b.pointer,
				   block_pointer (b, index), id,
				   gimple_location (stmt));
  /* The reference keeps its form: only its pointer changes.  */
  tree ref = unshare_expr (pred_reference_of (stmt));
  tree *base = &ref;
  while (handled_component_p (*base))
    base = &TREE_OPERAND (*base, 0);
  TREE_OPERAND (*base, 0) = b.select;
  set_reference (stmt, ref);
}

/* Redirects access I alone: its address is computed, and selected
   against a single slot or sink.  */
void
arm_redirects::redirect_alone (unsigned i, gimple_stmt_iterator *at,
			       tree guard, bool on_true, unsigned id)
{
  gimple *stmt = m_arm.stmts[i];
  bool store = pred_store_p (stmt);
  tree ref = pred_reference_of (stmt);
  tree type = TYPE_MAIN_VARIANT (TREE_TYPE (ref));
  tree pointer = build_pointer_type (type);
  tree alias = reference_alias_ptr_type (ref);
  tree base = get_base_address (ref);
  if (DECL_P (base))
    TREE_ADDRESSABLE (base) = 1;

  /* The reference with copies of its SSA names, which the address
     reads.  */
  unsigned key = next_lone++;
  lone_reference l = { cfun, NULL_TREE, unshare_expr (ref), 0, {}, {} };
  leaf_walk w = { &l, at, id, key, {}, false };
  walk_tree (&l.ref, copy_leaf, &w, NULL);

  tree taken = keyed_name (pointer, PRED_ADDRESS, id, key, -1);
  tree address = force_gimple_operand_gsi (at, address_of (l.ref, pointer),
					   true, NULL_TREE, true,
					   GSI_SAME_STMT);
  gassign *a = gimple_build_assign (taken, address);
  gimple_set_location (a, gimple_location (stmt));
  gsi_insert_before (at, a, GSI_SAME_STMT);
  l.address_id = SSA_NAME_IDENTIFIER (taken);
  if (!w.too_many)
    lone_references.safe_push (l);

  tree other = build1 (ADDR_EXPR, pointer,
		       lone_target (type, alias, m_steps[i].safe[0], store));
  recompute_tree_invariant_for_addr_expr (other);
  tree sel = pred_insert_select (at, guard, on_true, taken, other, id,
				 gimple_location (stmt));

  /* The access keeps its type, alignment and alias set.  */
  tree access_type = TREE_TYPE (ref);
  unsigned align = get_object_alignment (ref);
  if (align < TYPE_ALIGN (access_type))
    access_type = build_aligned_type (access_type, align);
  set_reference (stmt, build2 (MEM_REF, access_type, sel,
			       build_int_cst (alias, 0)));
}

void
pred_restore_reference (gimple *stmt, unsigned id)
{
  if (!is_gimple_assign (stmt) || !gimple_vuse (stmt))
    return;
  tree mem = pred_reference_of (stmt);
  unsigned aid;
  if (TREE_CODE (mem) != MEM_REF || !integer_zerop (TREE_OPERAND (mem, 1))
      || !pred_marked_p (TREE_OPERAND (mem, 0), PRED_ADDRESS, &aid)
      || aid != id)
    return;
  tree ident = SSA_NAME_IDENTIFIER (TREE_OPERAND (mem, 0));
  for (const lone_reference &l : lone_references)
    if (l.fun == cfun && l.address_id == ident)
      {
	/* The leaves of this copy of the loop, by name, in the block the
	   access is back in.  */
	tree pairs[2 * max_leaves] = {};
	for (unsigned k = 0; k < l.n_leaves; k++)
	  {
	    pairs[k] = l.leaf[k];
	    for (gimple_stmt_iterator gsi = gsi_start_bb (gimple_bb (stmt));
		 !gsi_end_p (gsi) && !pairs[max_leaves + k]; gsi_next (&gsi))
	      {
		tree lhs = gimple_get_lhs (gsi_stmt (gsi));
		if (lhs && TREE_CODE (lhs) == SSA_NAME
		    && SSA_NAME_IDENTIFIER (lhs) == l.leaf_id[k])
		  pairs[max_leaves + k] = lhs;
	      }
	    if (!pairs[max_leaves + k])
	      return;
	  }
	tree ref = unshare_expr (l.ref);
	walk_tree (&ref, replace_leaf, pairs, NULL);
	set_reference (stmt, ref);
	return;
      }
}

void
pred_forget_references (function *fun)
{
  unsigned i = 0;
  while (i < lone_references.length ())
    if (lone_references[i].fun == fun)
      lone_references.unordered_remove (i);
    else
      i++;
}

void
pred_redirect_register (const char *plugin_name)
{
  register_callback (plugin_name, PLUGIN_GGC_MARKING, mark_lone_references,
		     NULL);
}
