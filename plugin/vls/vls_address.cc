/* Address decomposition: an address expression of a gather or scatter
   (a call's base, an emulated gather's MEM_REF, an index element
   multiplied and added to them) taken apart into
   BASE + OFFSET + extend (INDEX) * SCALE by following its SSA
   definitions, and a vector-indexed access's per-lane addresses filled
   from its base, index vector and scale.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include "gcc_compat.h"
#include "vls_address.h"
#include "pred_marks.h"
#include "vls_lanes.h"

namespace {

/* Largest constant (in magnitude) by which the address walk lets an
   index be multiplied: element sizes and the strides of vectorized
   loops are far smaller, and the bound keeps the scales and offsets the
   walk multiplies far from overflow.  */
const HOST_WIDE_INT max_index_mult = 4096;

/* True when the SSA name T has the same value in every iteration of
   LOOP: a parameter or a name defined outside LOOP.  */
bool
loop_invariant_name_p (tree t, class loop *loop)
{
  if (TREE_CODE (t) != SSA_NAME || !loop)
    return false;
  if (SSA_NAME_IS_DEFAULT_DEF (t))
    return true;
  basic_block bb = gimple_bb (SSA_NAME_DEF_STMT (t));
  return bb && !flow_bb_inside_loop_p (loop, bb);
}

/* Bound of the constants scalar_index_root adds up, so that their sum
   stays far from overflow.  */
const HOST_WIDE_INT max_scalar_add = HOST_WIDE_INT_1 << 24;

/* When T is an integer name that LOOP computes, follow it back through
   sums with constants that cannot wrap (the type's overflow is
   undefined) and conversions that keep every value, to the name it
   starts from: extend (T) = extend (*OUT's name) + *ADD, each extended
   as its type says.  A loop-invariant start is no index.  */
bool
scalar_index_root (tree t, class loop *loop, vls_index_lane *out,
		   HOST_WIDE_INT *add, int depth)
{
  if (TREE_CODE (t) != SSA_NAME || !INTEGRAL_TYPE_P (TREE_TYPE (t)))
    return false;
  *add = 0;
  for (; depth <= vls_max_walk_depth; depth++)
    {
      gassign *def = dyn_cast<gassign *> (SSA_NAME_DEF_STMT (t));
      if (!def)
	break;
      tree_code code = gimple_assign_rhs_code (def);
      tree op0 = gimple_assign_rhs1 (def), type = TREE_TYPE (t);
      if ((code == PLUS_EXPR || code == MINUS_EXPR)
	  && TYPE_OVERFLOW_UNDEFINED (type)
	  && tree_fits_shwi_p (gimple_assign_rhs2 (def))
	  && IN_RANGE (tree_to_shwi (gimple_assign_rhs2 (def)),
		       -max_scalar_add, max_scalar_add)
	  && IN_RANGE (*add, -max_scalar_add, max_scalar_add))
	{
	  HOST_WIDE_INT c = tree_to_shwi (gimple_assign_rhs2 (def));
	  *add += code == PLUS_EXPR ? c : -c;
	}
      else if (CONVERT_EXPR_CODE_P (code) && TREE_CODE (op0) == SSA_NAME
	       && INTEGRAL_TYPE_P (TREE_TYPE (op0))
	       && (TYPE_PRECISION (TREE_TYPE (op0)) < TYPE_PRECISION (type)
		   || (TYPE_PRECISION (TREE_TYPE (op0)) == TYPE_PRECISION (type)
		       && TYPE_UNSIGNED (TREE_TYPE (op0))
			  == TYPE_UNSIGNED (type))))
	;
      else
	break;
      t = op0;
    }
  if (loop_invariant_name_p (t, loop) || TREE_CODE (t) != SSA_NAME)
    return false;
  out->root = t;
  out->pos = 0;
  out->uns = TYPE_UNSIGNED (TREE_TYPE (t));
  return true;
}

/* Take the integer T (of at most address width), times MULT, as the
   index of *A: an element of an index vector, or with SCALAR_INDEX a
   scalar the loop computes.  */
bool
take_index (tree t, HOST_WIDE_INT mult, vls_address_parts *a, int depth)
{
  vls_index_lane lane;
  HOST_WIDE_INT add;
  if (a->has_index || !INTEGRAL_TYPE_P (TREE_TYPE (t))
      || TYPE_PRECISION (TREE_TYPE (t)) > POINTER_SIZE)
    return false;
  if (!vls_index_element_p (t, TYPE_UNSIGNED (TREE_TYPE (t)), &lane, &add)
      && !(a->scalar_index
	   && scalar_index_root (t, a->loop, &lane, &add, depth)))
    return false;
  a->has_index = true;
  a->index = lane;
  a->scale = mult;
  a->off += add * mult;
  return true;
}

/* The walk of vls_decompose_address through the definition of T.  */
bool
decompose_1 (tree t, HOST_WIDE_INT mult, vls_address_parts *a, int depth)
{
  if (TREE_CODE (t) == INTEGER_CST)
    {
      a->off += mult * (HOST_WIDE_INT) TREE_INT_CST_LOW (t);
      return true;
    }
  gassign *def = (TREE_CODE (t) == SSA_NAME
		  ? dyn_cast<gassign *> (SSA_NAME_DEF_STMT (t)) : NULL);
  if (def)
    {
      tree op0 = gimple_assign_rhs1 (def);
      switch (gimple_assign_rhs_code (def))
	{
	case POINTER_PLUS_EXPR:
	case PLUS_EXPR:
	  return (vls_decompose_address (op0, mult, a, depth + 1)
		  && vls_decompose_address (gimple_assign_rhs2 (def), mult, a,
					    depth + 1));
	case MINUS_EXPR:
	  return (vls_decompose_address (op0, mult, a, depth + 1)
		  && vls_decompose_address (gimple_assign_rhs2 (def), -mult, a,
					    depth + 1));
	case MULT_EXPR:
	  {
	    tree c = gimple_assign_rhs2 (def);
	    if (TREE_CODE (c) != INTEGER_CST || !tree_fits_shwi_p (c)
		|| !IN_RANGE (tree_to_shwi (c), -max_index_mult, max_index_mult))
	      return false;
	    /* Only an index may be scaled; a base may not.  */
	    vls_address_parts inner = *a;
	    inner.base = NULL_TREE;
	    inner.has_index = false;
	    inner.scale = inner.off = 0;
	    if (!vls_decompose_address (op0, mult * tree_to_shwi (c), &inner,
					depth + 1)
		|| inner.base || !inner.has_index || a->has_index)
	      return false;
	    a->has_index = true;
	    a->index = inner.index;
	    a->scale = inner.scale;
	    a->off += inner.off;
	    return true;
	  }
	case BIT_FIELD_REF:
	case SSA_NAME:
	CASE_CONVERT:
	  {
	    if (vls_address_wide_p (op0) && TREE_CODE (op0) != BIT_FIELD_REF)
	      return vls_decompose_address (op0, mult, a, depth + 1);
	    /* An index element, perhaps extended from a narrower type.  */
	    tree elt = gimple_assign_rhs_code (def) == BIT_FIELD_REF ? t : op0;
	    if (take_index (elt, mult, a, depth))
	      return true;
	    break;
	  }
	default:
	  break;
	}
    }
  /* A scalar index loaded or computed as wide as an address.  */
  if (a->scalar_index && TREE_CODE (t) == SSA_NAME
      && take_index (t, mult, a, depth))
    return true;
  /* A predication's choice between an address and its slot is an index
     of its own, on a zero base: the vectorizer's gather reads it so.  */
  if (a->scalar_index && pred_marked_p (t, PRED_SAFE)
      && POINTER_TYPE_P (TREE_TYPE (t)) && mult == 1 && !a->base
      && !a->has_index && !loop_invariant_name_p (t, a->loop))
    {
      a->base = build_int_cst (TREE_TYPE (t), 0);
      a->has_index = true;
      a->index.root = t;
      a->index.pos = 0;
      a->index.uns = true;
      a->scale = 1;
      return true;
    }
  /* Anything else is the base, taken as it is.  */
  if (a->base || mult != 1)
    return false;
  a->base = t;
  return true;
}

} // namespace

/* Nothing yet, in the loop of STMT.  */
vls_address_parts
vls_empty_address_parts (gimple *stmt)
{
  vls_address_parts a = { NULL_TREE, false, {}, 0, 0,
			  gimple_bb (stmt)->loop_father, false };
  return a;
}

/* True when T's type is as wide as an address, so that adding it to an
   address wraps the same way.  */
bool
vls_address_wide_p (tree t)
{
  tree type = TREE_TYPE (t);
  return (POINTER_TYPE_P (type) || INTEGRAL_TYPE_P (type))
	 && TYPE_PRECISION (type) == POINTER_SIZE;
}

/* Add MULT times the address-wide value T to *A.  False when T is not
   of the form the pass understands.  A loop-invariant name whose
   definition cannot be taken apart (a pointer plus a run-time offset,
   x + m * 8) is a base as a whole: two gathers whose addresses reach
   the same such name read from the same base, whatever its value.  */
bool
vls_decompose_address (tree t, HOST_WIDE_INT mult, vls_address_parts *a,
		       int depth)
{
  if (depth > vls_max_walk_depth || !vls_address_wide_p (t))
    return false;
  vls_address_parts before = *a;
  if (decompose_1 (t, mult, a, depth))
    return true;
  *a = before;
  if (mult != 1 || a->base || !loop_invariant_name_p (t, a->loop))
    return false;
  a->base = t;
  return true;
}

/* Add MULT times the integer T to *A: an address-wide T as
   vls_decompose_address takes it, a narrower one as the index.  */
bool
vls_decompose_index (tree t, HOST_WIDE_INT mult, vls_address_parts *a,
		     int depth)
{
  if (TREE_CODE (t) == INTEGER_CST)
    return vls_decompose_address (fold_convert (sizetype, t), mult, a,
				  depth);
  if (vls_address_wide_p (t))
    return vls_decompose_address (t, mult, a, depth);
  return take_index (t, mult, a, depth);
}

/* The pointer or integer the base of an address is, with conversions
   between address-wide types stripped, so that bases compare equal.  */
tree
vls_strip_base (tree t)
{
  while (TREE_CODE (t) == SSA_NAME)
    {
      gassign *def = dyn_cast<gassign *> (SSA_NAME_DEF_STMT (t));
      if (!def
	  || !(CONVERT_EXPR_CODE_P (gimple_assign_rhs_code (def))
	       || gimple_assign_rhs_code (def) == SSA_NAME)
	  || !vls_address_wide_p (gimple_assign_rhs1 (def)))
	break;
      t = gimple_assign_rhs1 (def);
    }
  return t;
}

/* Fill the per-lane addresses of G from pointer BASE, index vector INDEX
   (extended as UNS says) and SCALE.  */
bool
vls_set_vector_index (vls_access *g, tree base, tree index,
		      HOST_WIDE_INT scale, bool uns)
{
  unsigned HOST_WIDE_INT nidx;
  if (TREE_CODE (index) != SSA_NAME || !VECTOR_TYPE_P (TREE_TYPE (index))
      || !TYPE_VECTOR_SUBPARTS (TREE_TYPE (index)).is_constant (&nidx))
    return false;
  vls_address_parts a = vls_empty_address_parts (g->stmt);
  if (!vls_decompose_address (base, 1, &a, 0) || a.has_index)
    return false;
  /* A constant base: the index's lanes are addresses themselves (GCC
     gathers so through a vector of pointers), and the base is zero.
     Only the pointers a predication redirect selected are taken so.  */
  if (!a.base
      && (scale != 1
	  || TYPE_PRECISION (TREE_TYPE (TREE_TYPE (index))) != POINTER_SIZE))
    return false;
  unsigned lanes = g->lanes;
  g->base = a.base ? vls_strip_base (a.base) : size_zero_node;
  g->scale = scale;
  g->lanes = MIN (g->lanes, (unsigned) nidx);
  for (unsigned l = 0; l < g->lanes; l++)
    {
      HOST_WIDE_INT add = 0;
      vls_resolve_index_lane (index, l, uns, &g->index[l], &add, 0);
      g->offset[l] = a.off + add * scale;
      g->index_factor[l] = vls_known_factor (g->index[l].root,
					     g->index[l].uns);
      if (!a.base && !pred_select_vector_p (g->index[l].root))
	{
	  /* Not a redirect's: the address stays not understood.  */
	  g->base = NULL_TREE;
	  g->lanes = lanes;
	  return false;
	}
    }
  return true;
}
