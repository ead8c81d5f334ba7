/* Finding the omp simd arrays of a SIMD loop and classifying their uses:
   element accesses the SOA rewrite can move, or the first use that could
   observe the layout (the escape analysis).

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include "gcc_compat.h"
#include "soa_privates.h"
#include "shape_query.h"
#include "omp_simd_arrays.h"

namespace {

/* The scalar types whose elements the SOA layout may spread across lanes.  */
bool
soa_scalar_type_p (tree type)
{
  return (INTEGRAL_TYPE_P (type) || SCALAR_FLOAT_TYPE_P (type)
	  || POINTER_TYPE_P (type))
	 && tree_fits_uhwi_p (TYPE_SIZE_UNIT (type));
}

/* The number of elements of array TYPE with a constant domain from 0, or
   0 when it has none.  */
unsigned HOST_WIDE_INT
constant_array_length (tree type)
{
  tree domain = TYPE_DOMAIN (type);
  if (!domain || !TYPE_MIN_VALUE (domain) || !TYPE_MAX_VALUE (domain)
      || !integer_zerop (TYPE_MIN_VALUE (domain))
      || !tree_fits_uhwi_p (TYPE_MAX_VALUE (domain)))
    return 0;
  return tree_to_uhwi (TYPE_MAX_VALUE (domain)) + 1;
}

bool
omp_simd_array_p (tree t)
{
  return vshape_omp_simd_array_p (t)
	 && DECL_CONTEXT (t) == current_function_decl;
}

/* walk_tree callback: the first omp simd array in the tree.  */
tree
find_simd_array_cb (tree *tp, int *walk_subtrees, void *)
{
  if (TYPE_P (*tp))
    *walk_subtrees = 0;
  else if (omp_simd_array_p (*tp))
    return *tp;
  return NULL_TREE;
}

struct mention_data
{
  tree decl;
  hash_set<tree> *pointers;
};

/* walk_tree callback: DECL itself, or an SSA pointer derived from it.  */
tree
mention_cb (tree *tp, int *walk_subtrees, void *data)
{
  mention_data *d = (mention_data *) data;
  if (TYPE_P (*tp))
    *walk_subtrees = 0;
  else if (*tp == d->decl
	   || (TREE_CODE (*tp) == SSA_NAME && d->pointers->contains (*tp)))
    return *tp;
  return NULL_TREE;
}

bool
mentions (tree t, tree decl, hash_set<tree> *pointers)
{
  if (!t)
    return false;
  mention_data d = { decl, pointers };
  return walk_tree_without_duplicates (&t, mention_cb, &d) != NULL_TREE;
}

/* True when ADDR is &DECL... (an ADDR_EXPR of a part of DECL).  */
bool
address_of_p (tree t, tree decl)
{
  return t && TREE_CODE (t) == ADDR_EXPR
	 && get_base_address (TREE_OPERAND (t, 0)) == decl;
}

/* Is LANE the lane number of the loop with simduid SIMDUID?  */
bool
lane_of_loop_p (tree lane, tree simduid)
{
  if (!simduid || TREE_CODE (lane) != SSA_NAME)
    return false;
  gimple *def = SSA_NAME_DEF_STMT (lane);
  if (!gimple_call_internal_p (def, IFN_GOMP_SIMD_LANE))
    return false;
  tree uid = gimple_call_arg (def, 0);
  return TREE_CODE (uid) == SSA_NAME && SSA_NAME_VAR (uid) == simduid
	 && (gimple_call_num_args (def) < 2
	     || integer_zerop (gimple_call_arg (def, 1)));
}

struct lane_ref_data
{
  tree decl;
  tree simduid;
};

/* walk_tree callback: DECL[lane] with the lane of the loop of SIMDUID.  */
tree
lane_ref_cb (tree *tp, int *walk_subtrees, void *data)
{
  lane_ref_data *d = (lane_ref_data *) data;
  if (TYPE_P (*tp))
    *walk_subtrees = 0;
  else if (TREE_CODE (*tp) == ARRAY_REF && TREE_OPERAND (*tp, 0) == d->decl
	   && lane_of_loop_p (TREE_OPERAND (*tp, 1), d->simduid))
    return *tp;
  return NULL_TREE;
}

/* Does OP index DECL by the lane of the loop of SIMDUID?  */
bool
indexed_by_lane_p (tree op, tree decl, tree simduid)
{
  lane_ref_data d = { decl, simduid };
  return walk_tree_without_duplicates (&op, lane_ref_cb, &d) != NULL_TREE;
}

/* The private array P as of its declaration: its shape, or an
   unsupported-type escape.  */
void
describe_type (soa_private *p)
{
  tree type = TREE_TYPE (p->decl);
  p->type = TREE_CODE (type) == ARRAY_TYPE ? TREE_TYPE (type) : type;
  p->elem_type = p->type;
  p->nelts = 0;
  p->max_vf = TREE_CODE (type) == ARRAY_TYPE ? constant_array_length (type)
					     : 0;
  if (TREE_CODE (p->type) == ARRAY_TYPE)
    {
      p->elem_type = TREE_TYPE (p->type);
      p->nelts = constant_array_length (p->type);
      if (p->nelts == 0)
	p->elem_type = p->type;
    }
  if (p->field)
    p->elem_type = TREE_TYPE (p->field);
  if (p->max_vf == 0 || !soa_scalar_type_p (p->elem_type)
      || TYPE_VOLATILE (p->elem_type) || TREE_THIS_VOLATILE (p->decl))
    vs_soa_verdict_escape (&p->verdict, VS_SOA_ESCAPE_UNSUPPORTED);
}

/* Whether the elements of array-of-structs private P can each be split
   into their fields: a struct (no union) whose fields are all scalars
   at byte offsets, no bit-fields, and P has rows (N elements).  */
bool
splittable_struct_p (const soa_private &p)
{
  tree type = p.elem_type;
  if (TREE_CODE (type) != RECORD_TYPE || p.nelts == 0 || p.max_vf == 0
      || TYPE_VOLATILE (type) || TREE_THIS_VOLATILE (p.decl))
    return false;
  bool any = false;
  for (tree f = TYPE_FIELDS (type); f; f = DECL_CHAIN (f))
    {
      if (TREE_CODE (f) != FIELD_DECL)
	continue;
      if (DECL_BIT_FIELD (f) || !soa_scalar_type_p (TREE_TYPE (f))
	  || TYPE_VOLATILE (TREE_TYPE (f)) || TREE_THIS_VOLATILE (f))
	return false;
      any = true;
    }
  return any;
}

/* Is REF one element of P, P[lane][index] or P[lane] for a scalar (with
   .F for P's field F)?  Sets *LANE and *INDEX.  */
bool
element_ref_p (tree ref, const soa_private &p, tree *lane, tree *index)
{
  if (p.field)
    {
      if (TREE_CODE (ref) != COMPONENT_REF || TREE_OPERAND (ref, 1) != p.field
	  || TREE_THIS_VOLATILE (ref)
	  || TYPE_MAIN_VARIANT (TREE_TYPE (ref))
	     != TYPE_MAIN_VARIANT (p.elem_type))
	return false;
      soa_private whole = p;
      whole.field = NULL_TREE;
      whole.elem_type = TREE_TYPE (TREE_OPERAND (ref, 0));
      return element_ref_p (TREE_OPERAND (ref, 0), whole, lane, index);
    }
  if (TREE_CODE (ref) != ARRAY_REF || TREE_THIS_VOLATILE (ref)
      || TYPE_MAIN_VARIANT (TREE_TYPE (ref))
	 != TYPE_MAIN_VARIANT (p.elem_type))
    return false;
  if (p.nelts == 0)
    {
      *index = NULL_TREE;
      *lane = TREE_OPERAND (ref, 1);
      return TREE_OPERAND (ref, 0) == p.decl;
    }
  tree row = TREE_OPERAND (ref, 0);
  if (TREE_CODE (row) != ARRAY_REF || TREE_OPERAND (row, 0) != p.decl)
    return false;
  *lane = TREE_OPERAND (row, 1);
  *index = TREE_OPERAND (ref, 1);
  return true;
}

/* Whether REF is an element's field other than P's own field.  */
bool
other_field_ref_p (tree ref, const soa_private &p)
{
  if (!p.field || TREE_CODE (ref) != COMPONENT_REF
      || TREE_OPERAND (ref, 1) == p.field)
    return false;
  soa_private other = p;
  other.field = TREE_OPERAND (ref, 1);
  other.elem_type = TREE_TYPE (ref);
  tree lane, index;
  return element_ref_p (ref, other, &lane, &index);
}

/* The lane shape of array index INDEX.  */
vs_shape
index_shape (const shape_query &shapes, tree index)
{
  if (TREE_CODE (index) == INTEGER_CST)
    return vs_shape_uniform ();
  if (TREE_CODE (index) == SSA_NAME)
    return shapes.ssa_shape (index);
  return vs_shape_random ();
}

/* Records the access *REF of STMT to P, with its shapes when STMT is in
   the context loop of SHAPES.  */
void
record_access (const shape_query &shapes, soa_private *p, gimple *stmt,
	       tree *ref, tree lane, tree index)
{
  class loop *loop = shapes.context_loop ();
  soa_access a;
  a.stmt = stmt;
  a.ref = ref;
  a.lane = lane;
  a.index = index;
  a.in_loop = flow_bb_inside_loop_p (loop, gimple_bb (stmt));
  a.soa = vs_soa_shape_undef ();
  a.aos = vs_shape_undef ();
  if (a.in_loop)
    {
      int64_t elem = tree_to_uhwi (TYPE_SIZE_UNIT (p->elem_type));
      vs_shape idx = index ? index_shape (shapes, index) : vs_shape_uniform ();
      int64_t row = p->nelts ? elem * (int64_t) p->nelts : elem;
      if (lane_of_loop_p (lane, loop->simduid))
	{
	  a.soa = vs_soa_shape_index (vs_soa_shape_unit_stride (elem), idx);
	  a.aos = vs_soa_aos_address_shape (row, elem, idx);
	}
      else
	{
	  a.soa = vs_soa_shape_random ();
	  a.aos = vs_shape_random ();
	}
      vs_soa_verdict_access (&p->verdict, a.soa);
    }
  p->accesses.safe_push (a);
}

void
record_escape (soa_private *p, gimple *stmt, vs_soa_escape reason)
{
  if (vs_soa_verdict_safe (&p->verdict))
    p->escape_stmt = stmt;
  vs_soa_verdict_escape (&p->verdict, reason);
}

/* The SSA names holding pointers computed from DECL's address: through
   copies, conversions, pointer arithmetic and PHIs.  */
void
derived_pointers (tree decl, hash_set<tree> *pointers)
{
  auto_vec<tree> work;
  basic_block bb;
  FOR_EACH_BB_FN (bb, cfun)
    {
      for (gphi_iterator pi = gsi_start_phis (bb); !gsi_end_p (pi);
	   gsi_next (&pi))
	{
	  gphi *phi = pi.phi ();
	  for (unsigned i = 0; i < gimple_phi_num_args (phi); i++)
	    if (address_of_p (gimple_phi_arg_def (phi, i), decl)
		&& !pointers->add (gimple_phi_result (phi)))
	      work.safe_push (gimple_phi_result (phi));
	}
      for (gimple_stmt_iterator si = gsi_start_bb (bb); !gsi_end_p (si);
	   gsi_next (&si))
	{
	  gimple *stmt = gsi_stmt (si);
	  if (!is_gimple_assign (stmt)
	      || TREE_CODE (gimple_assign_lhs (stmt)) != SSA_NAME)
	    continue;
	  for (unsigned i = 1; i < gimple_num_ops (stmt); i++)
	    if (address_of_p (gimple_op (stmt, i), decl)
		&& !pointers->add (gimple_assign_lhs (stmt)))
	      work.safe_push (gimple_assign_lhs (stmt));
	}
    }
  while (!work.is_empty ())
    {
      tree name = work.pop ();
      imm_use_iterator it;
      gimple *use;
      FOR_EACH_IMM_USE_STMT (use, it, name)
	{
	  tree lhs = NULL_TREE;
	  if (gimple_code (use) == GIMPLE_PHI)
	    lhs = gimple_phi_result (use);
	  else if (is_gimple_assign (use)
		   && (gimple_assign_rhs_code (use) == POINTER_PLUS_EXPR
		       || gimple_assign_rhs_code (use) == SSA_NAME
		       || CONVERT_EXPR_CODE_P (gimple_assign_rhs_code (use))))
	    lhs = gimple_assign_lhs (use);
	  if (lhs && TREE_CODE (lhs) == SSA_NAME && !pointers->add (lhs))
	    work.safe_push (lhs);
	}
    }
}

/* Why an assignment that mentions P's address, other than as one of its
   elements, lets the layout be seen; VS_SOA_SAFE when it only computes
   another derived pointer (whose uses are checked in turn).  */
vs_soa_escape
assign_escape (gassign *stmt, const soa_private &p, hash_set<tree> *pointers)
{
  tree lhs = gimple_assign_lhs (stmt);
  enum tree_code code = gimple_assign_rhs_code (stmt);
  if (TREE_CODE_CLASS (code) == tcc_comparison)
    return VS_SOA_ESCAPE_COMPARED;
  if (AGGREGATE_TYPE_P (TREE_TYPE (lhs)))
    return VS_SOA_ESCAPE_BLOCK;
  if (TREE_CODE (lhs) != SSA_NAME)
    {
      if (mentions (lhs, p.decl, pointers))
	return TREE_CODE (lhs) == MEM_REF
		 && TYPE_MAIN_VARIANT (TREE_TYPE (lhs))
		    == TYPE_MAIN_VARIANT (p.elem_type)
	       ? VS_SOA_ESCAPE_POINTER : VS_SOA_ESCAPE_TYPE_PUN;
      return VS_SOA_ESCAPE_STORED;
    }
  tree rhs1 = gimple_assign_rhs1 (stmt);
  if (code == POINTER_PLUS_EXPR || code == SSA_NAME || code == ADDR_EXPR
      || CONVERT_EXPR_CODE_P (code))
    {
      tree to = TREE_TYPE (lhs);
      if (!POINTER_TYPE_P (to))
	return VS_SOA_ESCAPE_CONVERTED;
      tree pointee = TYPE_MAIN_VARIANT (TREE_TYPE (to));
      if (pointee != TYPE_MAIN_VARIANT (p.elem_type)
	  && pointee != TYPE_MAIN_VARIANT (p.type)
	  && pointee != TYPE_MAIN_VARIANT (TREE_TYPE (p.decl)))
	return VS_SOA_ESCAPE_CONVERTED;
      return VS_SOA_SAFE;
    }
  if (gimple_assign_single_p (stmt) && TREE_CODE (rhs1) != SSA_NAME)
    return TYPE_MAIN_VARIANT (TREE_TYPE (rhs1))
	   == TYPE_MAIN_VARIANT (p.elem_type)
	   ? VS_SOA_ESCAPE_POINTER : VS_SOA_ESCAPE_TYPE_PUN;
  return VS_SOA_ESCAPE_POINTER;
}

/* Classifies the use of P in STMT, if any: its element accesses, or the
   way its address escapes.  */
void
classify_stmt (const shape_query &shapes, soa_private *p, gimple *stmt,
	       hash_set<tree> *pointers)
{
  if (is_gimple_debug (stmt) || gimple_clobber_p (stmt))
    return;
  tree lane, index;
  if (gassign *assign = dyn_cast<gassign *> (stmt))
    {
      tree *lhs = gimple_assign_lhs_ptr (assign);
      if (gimple_assign_single_p (assign))
	{
	  tree *rhs = gimple_assign_rhs1_ptr (assign);
	  /* Another field's load or store is that field's business.  */
	  if ((other_field_ref_p (*lhs, *p)
	       && !mentions (*rhs, p->decl, pointers))
	      || (other_field_ref_p (*rhs, *p)
		  && !mentions (*lhs, p->decl, pointers)))
	    return;
	  if (element_ref_p (*lhs, *p, &lane, &index)
	      && !mentions (*rhs, p->decl, pointers))
	    {
	      record_access (shapes, p, stmt, lhs, lane, index);
	      return;
	    }
	  if (element_ref_p (*rhs, *p, &lane, &index)
	      && !mentions (*lhs, p->decl, pointers))
	    {
	      record_access (shapes, p, stmt, rhs, lane, index);
	      return;
	    }
	}
      for (unsigned i = 0; i < gimple_num_ops (stmt); i++)
	if (mentions (gimple_op (stmt, i), p->decl, pointers))
	  {
	    vs_soa_escape why = assign_escape (assign, *p, pointers);
	    if (why != VS_SOA_SAFE)
	      record_escape (p, stmt, why);
	    return;
	  }
      return;
    }
  bool seen = false;
  for (unsigned i = 0; i < gimple_num_ops (stmt); i++)
    seen |= mentions (gimple_op (stmt, i), p->decl, pointers);
  if (!seen)
    return;
  if (gcall *call = dyn_cast<gcall *> (stmt))
    {
      tree *lhs = gimple_call_lhs_ptr (call);
      bool in_args = false;
      for (unsigned i = 0; i < gimple_call_num_args (call); i++)
	in_args |= mentions (gimple_call_arg (call, i), p->decl, pointers);
      if (!in_args && *lhs && element_ref_p (*lhs, *p, &lane, &index)
	  && !mentions (gimple_call_fn (call), p->decl, pointers))
	{
	  record_access (shapes, p, stmt, lhs, lane, index);
	  return;
	}
      bool block = gimple_call_builtin_p (call, BUILT_IN_MEMCPY)
		   || gimple_call_builtin_p (call, BUILT_IN_MEMMOVE)
		   || gimple_call_builtin_p (call, BUILT_IN_MEMSET);
      record_escape (p, stmt, block ? VS_SOA_ESCAPE_BLOCK
				    : VS_SOA_ESCAPE_CALL);
      return;
    }
  if (gimple_code (stmt) == GIMPLE_COND)
    record_escape (p, stmt, VS_SOA_ESCAPE_COMPARED);
  else if (gimple_code (stmt) == GIMPLE_ASM)
    record_escape (p, stmt, VS_SOA_ESCAPE_CALL);
  else
    record_escape (p, stmt, VS_SOA_ESCAPE_POINTER);
}

/* Classifies every use of P in the function.  */
void
classify_uses (const shape_query &shapes, soa_private *p)
{
  hash_set<tree> pointers;
  derived_pointers (p->decl, &pointers);
  basic_block bb;
  FOR_EACH_BB_FN (bb, cfun)
    {
      for (gphi_iterator pi = gsi_start_phis (bb); !gsi_end_p (pi);
	   gsi_next (&pi))
	{
	  gphi *phi = pi.phi ();
	  if (virtual_operand_p (gimple_phi_result (phi)))
	    continue;
	  for (unsigned i = 0; i < gimple_phi_num_args (phi); i++)
	    {
	      tree arg = gimple_phi_arg_def (phi, i);
	      if (mentions (arg, p->decl, &pointers)
		  && !address_of_p (arg, p->decl)
		  && !pointers.contains (gimple_phi_result (phi)))
		record_escape (p, phi, VS_SOA_ESCAPE_POINTER);
	    }
	}
      for (gimple_stmt_iterator si = gsi_start_bb (bb); !gsi_end_p (si);
	   gsi_next (&si))
	classify_stmt (shapes, p, gsi_stmt (si), &pointers);
    }
}

} // namespace

void
soa_find_privates (const shape_query &shapes, vec<soa_private> *privates)
{
  class loop *loop = shapes.context_loop ();
  if (!loop->simduid)
    return;
  basic_block *body = get_loop_body_in_dom_order (loop);
  hash_set<tree> seen;
  for (unsigned b = 0; b < loop->num_nodes; b++)
    for (gimple_stmt_iterator si = gsi_start_bb (body[b]); !gsi_end_p (si);
	 gsi_next (&si))
      {
	gimple *stmt = gsi_stmt (si);
	if (is_gimple_debug (stmt))
	  continue;
	for (unsigned i = 0; i < gimple_num_ops (stmt); i++)
	  {
	    tree op = gimple_op (stmt, i);
	    tree decl = op ? walk_tree_without_duplicates (&op,
							   find_simd_array_cb,
							   NULL)
			   : NULL_TREE;
	    if (!decl || seen.contains (decl)
		|| !indexed_by_lane_p (op, decl, loop->simduid))
	      continue;
	    seen.add (decl);
	    soa_private p;
	    p.decl = decl;
	    p.field = NULL_TREE;
	    p.escape_stmt = NULL;
	    p.accesses = vNULL;
	    vs_soa_verdict_init (&p.verdict);
	    describe_type (&p);
	    auto_vec<tree, 8> fields;
	    if (splittable_struct_p (p))
	      for (tree f = TYPE_FIELDS (p.elem_type); f; f = DECL_CHAIN (f))
		if (TREE_CODE (f) == FIELD_DECL)
		  fields.safe_push (f);
	    if (fields.is_empty ())
	      fields.safe_push (NULL_TREE);
	    for (tree f : fields)
	      {
		soa_private q = p;
		q.field = f;
		vs_soa_verdict_init (&q.verdict);
		describe_type (&q);
		if (vs_soa_verdict_safe (&q.verdict))
		  classify_uses (shapes, &q);
		else
		  q.escape_stmt = stmt;
		privates->safe_push (q);
	      }
	  }
      }
  free (body);
}

void
soa_privates_release (vec<soa_private> *privates)
{
  for (soa_private &p : *privates)
    p.accesses.release ();
  privates->release ();
}
