/* Stores of one lane of a redirect's vector of pointers (see
   vls_lane_stores.h).

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include "gcc_compat.h"
#include "vls_lane_stores.h"
#include "tree-dfa.h"
#include "pred_marks.h"

bool
vls_lane_store_place (gimple *store, tree *root, unsigned *pos,
		      HOST_WIDE_INT *offset)
{
  if (!gimple_assign_single_p (store))
    return false;
  tree mem = gimple_assign_lhs (store);
  if (TREE_CODE (mem) != MEM_REF || !tree_fits_shwi_p (TREE_OPERAND (mem, 1)))
    return false;
  *offset = tree_to_shwi (TREE_OPERAND (mem, 1));
  tree t = TREE_OPERAND (mem, 0);
  for (int depth = 0; depth < 8 && TREE_CODE (t) == SSA_NAME; depth++)
    {
      gassign *def = dyn_cast<gassign *> (SSA_NAME_DEF_STMT (t));
      if (!def)
	return false;
      tree_code code = gimple_assign_rhs_code (def);
      tree rhs1 = gimple_assign_rhs1 (def);
      if (CONVERT_EXPR_CODE_P (code) || code == SSA_NAME)
	t = rhs1;
      else if ((code == PLUS_EXPR || code == POINTER_PLUS_EXPR)
	       && tree_fits_shwi_p (gimple_assign_rhs2 (def)))
	{
	  *offset += tree_to_shwi (gimple_assign_rhs2 (def));
	  t = rhs1;
	}
      else if (code == BIT_FIELD_REF)
	{
	  tree vec = TREE_OPERAND (rhs1, 0);
	  tree size = TREE_OPERAND (rhs1, 1), bit = TREE_OPERAND (rhs1, 2);
	  if (TREE_CODE (vec) != SSA_NAME || !tree_fits_uhwi_p (size)
	      || !tree_fits_uhwi_p (bit) || tree_to_uhwi (size) == 0
	      || tree_to_uhwi (bit) % tree_to_uhwi (size) != 0)
	    return false;
	  *root = vec;
	  *pos = tree_to_uhwi (bit) / tree_to_uhwi (size);
	  return true;
	}
      else
	return false;
    }
  return false;
}

namespace {

/* Whether T is computed in LOOP.  */
bool
varies_in_p (tree t, class loop *loop)
{
  if (TREE_CODE (t) != SSA_NAME)
    return false;
  basic_block bb = gimple_bb (SSA_NAME_DEF_STMT (t));
  return bb && flow_bb_inside_loop_p (loop, bb);
}

/* Of the two values the select S (a CODE statement) chooses between,
   the one its loop computes, the other being the same in every
   iteration (the address of the plugin's block where a redirect's arm
   is not taken); NULL_TREE when that is not so.  */
tree
computed_arm (tree s, tree_code code)
{
  if (TREE_CODE (s) != SSA_NAME)
    return NULL_TREE;
  gassign *def = dyn_cast<gassign *> (SSA_NAME_DEF_STMT (s));
  if (!def || gimple_assign_rhs_code (def) != code || !gimple_bb (def))
    return NULL_TREE;
  class loop *loop = gimple_bb (def)->loop_father;
  tree a = gimple_assign_rhs2 (def), b = gimple_assign_rhs3 (def);
  bool va = varies_in_p (a, loop), vb = varies_in_p (b, loop);
  if (va == vb)
    return NULL_TREE;
  return va ? a : b;
}

/* The vector of pointers a redirect's vector select R chooses where
   the arm is taken (computed_arm); R itself when that is not known.  */
tree
taken_pointers (tree r)
{
  tree taken = computed_arm (r, VEC_COND_EXPR);
  return taken ? taken : r;
}

/* The address of the program a predication redirect's scalar select
   P chooses where the arm is taken (computed_arm), or NULL_TREE.  */
tree
taken_address (tree p)
{
  return pred_marked_p (p, PRED_SAFE) ? computed_arm (p, COND_EXPR)
				       : NULL_TREE;
}

/* How lane POS_A of vector A and lane POS_B of vector B, both a
   redirect's pointers, relate: 1 when they are one iteration (the same
   lane of vectors that select the same pointers), 0 when they are two
   (another lane, or copies of one value for other lanes of the vector
   loop), -1 when that is not known.  */
int
same_iteration (tree a, unsigned pos_a, tree b, unsigned pos_b)
{
  tree ta = taken_pointers (a), tb = taken_pointers (b);
  if (ta == tb)
    return pos_a == pos_b;
  if (SSA_NAME_IDENTIFIER (ta) && SSA_NAME_IDENTIFIER (ta)
				  == SSA_NAME_IDENTIFIER (tb))
    return 0;
  return -1;
}

} // namespace

bool
vls_same_redirect_p (tree a, tree b)
{
  return same_iteration (a, 0, b, 0) >= 0;
}

bool
vls_lane_store_apart_p (const vls_access &m, gimple *store)
{
  tree root;
  unsigned pos;
  HOST_WIDE_INT offset;
  if (!vls_lane_store_place (store, &root, &pos, &offset)
      || !pred_select_vector_p (root))
    return false;
  HOST_WIDE_INT size
    = tree_to_shwi (TYPE_SIZE_UNIT (TREE_TYPE (gimple_assign_lhs (store))));
  if (m.scale != 1 || !integer_zerop (m.base))
    return false;
  for (unsigned l = 0; l < m.lanes; l++)
    {
      tree r = m.index[l].root;
      int same = pred_select_vector_p (r)
		 ? same_iteration (r, m.index[l].pos, root, pos) : -1;
      /* One iteration: its bytes must not meet.  */
      if (same < 0
	  || (same && m.offset[l] < offset + size
	      && offset < m.offset[l] + (HOST_WIDE_INT) m.elem_size))
	return false;
    }
  return true;
}

bool
vls_scalar_store_apart_p (const vls_access &m, gimple *store)
{
  if (!gimple_assign_single_p (store) || m.scale != 1
      || !integer_zerop (m.base))
    return false;
  tree lhs = gimple_assign_lhs (store);
  poly_int64 off;
  tree base = get_addr_base_and_unit_offset (lhs, &off);
  HOST_WIDE_INT offset;
  if (!base || TREE_CODE (base) != MEM_REF || !off.is_constant (&offset)
      || !tree_fits_shwi_p (TYPE_SIZE_UNIT (TREE_TYPE (lhs))))
    return false;
  tree read = taken_address (m.index[0].root);
  if (!read || read != taken_address (TREE_OPERAND (base, 0)))
    return false;
  HOST_WIDE_INT size = tree_to_shwi (TYPE_SIZE_UNIT (TREE_TYPE (lhs)));
  return (m.offset[0] >= offset + size
	  || offset >= m.offset[0] + (HOST_WIDE_INT) m.elem_size);
}
