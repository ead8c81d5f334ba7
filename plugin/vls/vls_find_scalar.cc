/* The gathers of a loop before the vectorizer makes them: the scalar
   loads it costs as gathers, each described as the gather of LANES
   lanes it will become, lane L reading at the address the load has in
   the L-th iteration of a vector iteration.  The cost client groups
   these as the vls pass will group the gathers.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include "gcc_compat.h"
#include "vls_access.h"
#include "vls_address.h"

namespace {

/* The pointer or declaration address at which REF's object starts, with
   the constant byte offset of a MEM_REF added to *A; the rest of REF's
   address goes to *A by the caller.  */
bool
decompose_object (tree object, vls_address_parts *a)
{
  if (TREE_CODE (object) == MEM_REF)
    {
      if (!tree_fits_shwi_p (TREE_OPERAND (object, 1)))
	return false;
      a->off += tree_to_shwi (TREE_OPERAND (object, 1));
      return vls_decompose_address (TREE_OPERAND (object, 0), 1, a, 0);
    }
  if (!DECL_P (object) || a->base)
    return false;
  a->base = build_fold_addr_expr (object);
  return true;
}

/* The address of the scalar reference REF into *A: field selections at
   constant offsets and array elements, on a MEM_REF or a declaration.
   One array index (or one term of the MEM_REF's pointer) may vary in
   the loop; it becomes the index.  */
bool
decompose_ref (tree ref, vls_address_parts *a)
{
  while (handled_component_p (ref))
    {
      switch (TREE_CODE (ref))
	{
	case COMPONENT_REF:
	  {
	    tree field = TREE_OPERAND (ref, 1);
	    tree off = component_ref_field_offset (ref);
	    if (!off || !tree_fits_shwi_p (off)
		|| !tree_fits_shwi_p (DECL_FIELD_BIT_OFFSET (field))
		|| tree_to_shwi (DECL_FIELD_BIT_OFFSET (field))
		     % BITS_PER_UNIT)
	      return false;
	    a->off += (tree_to_shwi (off)
		       + tree_to_shwi (DECL_FIELD_BIT_OFFSET (field))
			 / BITS_PER_UNIT);
	    break;
	  }
	case ARRAY_REF:
	  {
	    tree size = array_ref_element_size (ref);
	    tree low = array_ref_low_bound (ref);
	    if (!size || !tree_fits_shwi_p (size) || !integer_zerop (low)
		|| !vls_decompose_index (TREE_OPERAND (ref, 1),
					 tree_to_shwi (size), a, 0))
	      return false;
	    break;
	  }
	default:
	  return false;
	}
      ref = TREE_OPERAND (ref, 0);
    }
  return decompose_object (ref, a);
}

/* The largest scale an x86 gather takes that divides SCALE: the
   vectorizer multiplies the index by the rest.  */
int
gather_scale (HOST_WIDE_INT scale)
{
  for (int s = 8; s > 1; s /= 2)
    if (scale % s == 0)
      return s;
  return 1;
}

/* Fill G, the access of the scalar STMT in direction DIR whose element
   is VALUE (the loaded or stored scalar), as LANES lanes at address A,
   lane L being the L-th iteration of a vector iteration, under MASK
   (NULL_TREE for an access that is not masked); its index has POW2
   trailing zero bits known (at most 30).  */
void
describe_lanes (gimple *stmt, vls_direction dir, tree value, tree mask,
		const vls_address_parts &a, unsigned lanes, unsigned pow2,
		vls_access *g)
{
  g->stmt = g->first = stmt;
  g->masked = mask != NULL_TREE;
  g->mask = mask;
  g->dir = dir;
  g->lhs = value;
  g->elem_type = TREE_TYPE (value);
  g->elem_size = tree_to_uhwi (TYPE_SIZE_UNIT (g->elem_type));
  g->lanes = lanes;
  g->base = vls_strip_base (a.base);
  g->scale = a.scale;
  for (unsigned l = 0; l < lanes; l++)
    {
      g->offset[l] = a.off;
      g->index[l] = a.index;
      g->index[l].pos = l;
      g->index_factor[l] = HOST_WIDE_INT_1 << MIN (pow2, 30u);
    }
}

/* The address of the masked load or store CALL into *A: its pointer
   argument, the address of a reference (&(*P)[C]) or a pointer sum.  */
bool
decompose_masked_address (gcall *call, vls_address_parts *a)
{
  tree ptr = gimple_call_arg (call, 0);
  gassign *def = (TREE_CODE (ptr) == SSA_NAME
		  ? dyn_cast<gassign *> (SSA_NAME_DEF_STMT (ptr)) : NULL);
  if (def && gimple_assign_rhs_code (def) == ADDR_EXPR)
    return decompose_ref (TREE_OPERAND (gimple_assign_rhs1 (def), 0), a);
  return vls_decompose_address (ptr, 1, a, 0);
}

/* The element STMT, a scalar load or store of the loop, masked or not,
   moves in direction DIR, in *VALUE (the loaded or stored scalar), and
   its address into *A; false when STMT is no such access or its
   address is not of the form the pass groups.  A masked one gets its
   mask in *MASK, else *MASK is NULL_TREE.  */
bool
decompose_scalar_access (gimple *stmt, vls_direction dir, tree *value,
			 tree *mask, vls_address_parts *a)
{
  *a = vls_empty_address_parts (stmt);
  a->scalar_index = true;
  *mask = NULL_TREE;
  bool found;
  if (gcall *call = dyn_cast<gcall *> (stmt))
    {
      internal_fn fn = (dir == VLS_READS ? IFN_MASK_LOAD : IFN_MASK_STORE);
      if (!gimple_call_internal_p (call, fn))
	return false;
      *value = (dir == VLS_READS ? gimple_call_lhs (call)
		: gimple_call_arg (call, 3));
      *mask = gimple_call_arg (call, 2);
      found = *value && decompose_masked_address (call, a);
    }
  else
    {
      gassign *assign = dyn_cast<gassign *> (stmt);
      if (!assign || !gimple_assign_single_p (assign)
	  || !(dir == VLS_READS ? gimple_assign_load_p (assign)
	       : gimple_store_p (assign)))
	return false;
      *value = (dir == VLS_READS ? gimple_assign_lhs (assign)
		: gimple_assign_rhs1 (assign));
      found = decompose_ref (dir == VLS_READS ? gimple_assign_rhs1 (assign)
			     : gimple_assign_lhs (assign), a);
    }
  return (found && a->has_index && a->base && a->scale > 0
	  && tree_fits_uhwi_p (TYPE_SIZE_UNIT (TREE_TYPE (*value)))
	  && tree_to_uhwi (TYPE_SIZE_UNIT (TREE_TYPE (*value))) > 0);
}

/* Describe the scalar load STMT of the loop (a masked one too) as a
   gather of LANES lanes in G; false when its address is not of the form
   the pass groups.  */
bool
describe_scalar_gather (gimple *stmt, unsigned lanes, vls_access *g)
{
  tree lhs, mask;
  vls_address_parts a;
  if (lanes > VLS_MAX_LANES
      || !decompose_scalar_access (stmt, VLS_READS, &lhs, &mask, &a)
      || TREE_CODE (lhs) != SSA_NAME)
    return false;
  describe_lanes (stmt, VLS_READS, lhs, mask, a, lanes, 0, g);
  /* What the vectorizer will make of it: a gather instruction when the
     target offers one for this element and index, else scalar loads.  */
  tree vectype = build_vector_type (g->elem_type, lanes);
  bool instruction
    = (VECTOR_MODE_P (TYPE_MODE (vectype))
       && targetm.vectorize.builtin_gather
       && targetm.vectorize.builtin_gather (vectype,
					    TREE_TYPE (a.index.root),
					    gather_scale (a.scale)));
  g->kind = !instruction ? VLS_GATHER_EMULATED
	    : maybe_gt (GET_MODE_SIZE (TYPE_MODE (vectype)), 32)
	    ? VLS_GATHER_AVX512 : VLS_GATHER_AVX2;
  return true;
}

/* Describe the scalar store STMT of the loop (a masked one too) as an
   AVX-512 scatter of LANES lanes in G; false when its address is not of
   the form the pass groups.  */
bool
describe_scalar_scatter (gimple *stmt, unsigned lanes, vls_access *g)
{
  tree value, mask;
  vls_address_parts a;
  if (lanes > VLS_MAX_LANES
      || !decompose_scalar_access (stmt, VLS_WRITES, &value, &mask, &a))
    return false;
  g->kind = VLS_SCATTER_AVX512;
  /* The trailing zero bits GCC knows of the index, as the pass knows
     them of the vector it becomes (each lane one iteration's).  */
  describe_lanes (stmt, VLS_WRITES, value, mask, a, lanes,
		  (TREE_CODE (a.index.root) == SSA_NAME
		   ? tree_ctz (a.index.root) : 0), g);
  return true;
}

/* qsort order of two accesses: statement order, as the server wants
   them (the vectorizer numbers a loop's statements in order).  */
int
in_statement_order (const void *x, const void *y)
{
  unsigned a = gimple_uid (((const vls_access *) x)->stmt);
  unsigned b = gimple_uid (((const vls_access *) y)->stmt);
  return a < b ? -1 : a > b;
}

} // namespace

void
vls_find_scalar_gathers (loop_vec_info loop_vinfo, unsigned elem_size,
			 unsigned lanes, vec<vls_access> *out)
{
  const vec<data_reference_p> &datarefs = LOOP_VINFO_DATAREFS (loop_vinfo);
  for (unsigned i = 0; i < datarefs.length (); i++)
    {
      data_reference *dr = datarefs[i];
      stmt_vec_info info = loop_vinfo->lookup_dr (dr)->stmt;
      /* The statement in the loop, where a pattern took the data
	 reference over (GCC 12 redoes a masked load with its mask
	 converted).  */
      gimple *stmt = vect_orig_stmt (info)->stmt;
      if (!DR_IS_READ (dr) || !STMT_VINFO_GATHER_SCATTER_P (info)
	  || !tree_fits_uhwi_p (TYPE_SIZE_UNIT (TREE_TYPE (DR_REF (dr))))
	  || tree_to_uhwi (TYPE_SIZE_UNIT (TREE_TYPE (DR_REF (dr))))
	       != elem_size)
	continue;
      vls_access g;
      memset (&g, 0, sizeof g);
      if (describe_scalar_gather (stmt, lanes, &g))
	out->safe_push (g);
    }
  out->qsort (in_statement_order);
}

void
vls_find_scalar_scatters (loop_vec_info loop_vinfo,
			  const hash_set<gimple *> &stores,
			  unsigned lanes, vec<vls_access> *out)
{
  for (auto it = stores.begin (); it != stores.end (); ++it)
    {
      gimple *stmt = *it;
      vls_access g;
      memset (&g, 0, sizeof g);
      if (loop_vinfo->lookup_stmt (stmt)
	  && describe_scalar_scatter (stmt, lanes, &g))
	out->safe_push (g);
    }
  out->qsort (in_statement_order);
}

bool
vls_describe_scalar_access (gimple *stmt, vls_direction dir, unsigned lanes,
			    vls_access *a)
{
  memset (a, 0, sizeof *a);
  return (dir == VLS_READS ? describe_scalar_gather (stmt, lanes, a)
	  : describe_scalar_scatter (stmt, lanes, a));
}
