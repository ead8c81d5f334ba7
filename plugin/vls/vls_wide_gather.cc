/* The punned wider gather, GIMPLE side: which target builtin fetches
   whole spans, and its call.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include "gcc_compat.h"
#include "vls_emit.h"
#include "vls_wide_gather.h"

namespace {

/* True when lanes FIRST .. FIRST + NLANES - 1 of G take their indices,
   sign-extended, from consecutive elements of one index vector, starting
   at a multiple of NLANES, and share one constant offset.  */
bool
consecutive_index_p (const vls_access &g, unsigned first, unsigned nlanes)
{
  if (first + nlanes > g.lanes)
    return false;
  const vls_index_lane &f = g.index[first];
  if (f.uns || f.pos % nlanes != 0 || !VECTOR_TYPE_P (TREE_TYPE (f.root))
      || maybe_lt (TYPE_VECTOR_SUBPARTS (TREE_TYPE (f.root)),
		   f.pos + nlanes))
    return false;
  for (unsigned l = 1; l < nlanes; l++)
    {
      const vls_index_lane &il = g.index[first + l];
      if (il.root != f.root || il.pos != f.pos + l || il.uns
	  || g.offset[first + l] != g.offset[first])
	return false;
    }
  return true;
}

/* The I-th argument type of the builtin DECL.  */
tree
arg_type (tree decl, unsigned i)
{
  tree args = TYPE_ARG_TYPES (TREE_TYPE (decl));
  for (; i > 0 && args; i--)
    args = TREE_CHAIN (args);
  return args ? TREE_VALUE (args) : NULL_TREE;
}

} // namespace

tree
vls_wide_gather_decl (const vls_access &g, unsigned first, unsigned nlanes,
		      unsigned bytes)
{
  if ((g.kind != VLS_GATHER_AVX2 && g.kind != VLS_GATHER_AVX512)
      || g.masked || bytes != 8 || nlanes < 2
      || !consecutive_index_p (g, first, nlanes))
    return NULL_TREE;
  tree itype = TREE_TYPE (TREE_TYPE (g.index[first].root));
  tree elem = build_nonstandard_integer_type (8 * bytes, 0);
  tree mem_vectype = build_vector_type (elem, nlanes);
  if (!VECTOR_MODE_P (TYPE_MODE (mem_vectype))
      || !targetm.vectorize.builtin_gather)
    return NULL_TREE;
  tree decl = targetm.vectorize.builtin_gather (mem_vectype, itype,
						(int) g.scale);
  if (!decl)
    return NULL_TREE;
  /* The builtin reads NLANES indices of ITYPE's size, from an index
     vector of NLANES elements or from the lower half of one of twice as
     many (GCC's "gatheralt" builtins).  */
  tree index_type = arg_type (decl, 2);
  if (!index_type || !VECTOR_TYPE_P (index_type)
      || (maybe_ne (TYPE_VECTOR_SUBPARTS (index_type), nlanes)
	  && maybe_ne (TYPE_VECTOR_SUBPARTS (index_type), 2 * nlanes))
      || !tree_int_cst_equal (TYPE_SIZE (TREE_TYPE (index_type)),
			      TYPE_SIZE (itype)))
    return NULL_TREE;
  return decl;
}

tree
vls_emit_wide_gather (const vls_access &g, unsigned first, unsigned nlanes,
		      unsigned bytes, HOST_WIDE_INT offset, tree type,
		      tree vuse, gimple_seq *seq)
{
  tree decl = vls_wide_gather_decl (g, first, nlanes, bytes);
  gcc_assert (decl);
  tree src_type = arg_type (decl, 0), index_type = arg_type (decl, 2);
  tree mask_type = arg_type (decl, 3), scale_type = arg_type (decl, 4);

  const vls_index_lane &f = g.index[first];
  tree root = f.root, itype = TREE_TYPE (TREE_TYPE (root));
  /* The lanes' indices first in a vector of the builtin's index width:
     the root itself, or the part of it they are in (twice over when the
     builtin reads the lower half of a vector of twice NLANES).  */
  tree index = root;
  poly_uint64 want = TYPE_VECTOR_SUBPARTS (index_type);
  if (f.pos != 0 || maybe_ne (TYPE_VECTOR_SUBPARTS (TREE_TYPE (root)), want))
    {
      tree bits = TYPE_SIZE (itype);
      tree part_type = build_vector_type (itype, nlanes);
      index = gimple_build (seq, BIT_FIELD_REF, part_type, root,
			    bitsize_int (nlanes * tree_to_uhwi (bits)),
			    bitsize_int (f.pos * tree_to_uhwi (bits)));
      if (maybe_ne (want, nlanes))
	{
	  tree both = build_constructor_va (build_vector_type (itype, 2 * nlanes),
					    2, NULL_TREE, index, NULL_TREE,
					    index);
	  index = make_ssa_name (TREE_TYPE (both));
	  gimple_seq_add_stmt (seq, gimple_build_assign (index, both));
	}
    }
  if (!useless_type_conversion_p (index_type, TREE_TYPE (index)))
    index = gimple_build (seq, VIEW_CONVERT_EXPR, index_type, index);

  /* Every lane on: an all-ones vector (AVX2) or an integer (AVX-512).  */
  tree mask = (VECTOR_TYPE_P (mask_type)
	       && INTEGRAL_TYPE_P (TREE_TYPE (mask_type)))
	      ? build_minus_one_cst (mask_type)
	      : build_int_cst (mask_type, -1);
  tree ptr = vls_base_plus (g, size_int (g.offset[first] + offset), seq);
  ptr = gimple_convert (seq, arg_type (decl, 1), ptr);
  gcall *call = gimple_build_call (decl, 5, build_zero_cst (src_type), ptr,
				   index, mask,
				   build_int_cst (scale_type, g.scale));
  tree val = make_ssa_name (TREE_TYPE (TREE_TYPE (decl)));
  gimple_call_set_lhs (call, val);
  gimple_set_vuse (call, vuse);
  gimple_call_set_nothrow (call, true);
  gimple_seq_add_stmt (seq, call);
  gcc_checking_assert (known_eq (bytes * nlanes,
				 tree_to_uhwi (TYPE_SIZE_UNIT (type))));
  return gimple_build (seq, VIEW_CONVERT_EXPR, type, val);
}
