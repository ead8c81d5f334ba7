/* 4x4 transposes of 64-bit elements rebuilt (see vls_transpose_rebuild.h).

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include "gcc_compat.h"
#include "vls_transpose_rebuild.h"
#include "vls_client.h"

extern "C" {
#include "vls_transpose.h"
}

namespace {

/* Whether TYPE is a vector of four 64-bit elements in a vector mode.  */
bool
four_wide_p (tree type)
{
  return VECTOR_TYPE_P (type)
	 && known_eq (TYPE_VECTOR_SUBPARTS (type), 4u)
	 && tree_to_uhwi (TYPE_SIZE (TREE_TYPE (type))) == 64
	 && VECTOR_MODE_P (TYPE_MODE (type));
}

/* STMT as a permutation of such vectors by a constant mask, put in
   MASK (0-3 the first input, 4-7 the second); else NULL.  */
gassign *
perm4 (gimple *stmt, unsigned mask[4])
{
  gassign *a = dyn_cast<gassign *> (stmt);
  if (!a || gimple_assign_rhs_code (a) != VEC_PERM_EXPR
      || TREE_CODE (gimple_assign_rhs3 (a)) != VECTOR_CST
      || !four_wide_p (TREE_TYPE (gimple_assign_lhs (a)))
      || !four_wide_p (TREE_TYPE (gimple_assign_rhs1 (a)))
      || !four_wide_p (TREE_TYPE (gimple_assign_rhs2 (a))))
    return NULL;
  tree m = gimple_assign_rhs3 (a);
  for (unsigned i = 0; i < 4; i++)
    mask[i] = tree_to_uhwi (vector_cst_elt (m, i)) & 7;
  return a;
}

/* The permutation of BB defining operand OP of STMT, its mask in
   MASK; else NULL.  */
gassign *
inner_perm (gassign *stmt, unsigned op, basic_block bb, unsigned mask[4])
{
  tree v = gimple_op (stmt, op);
  if (TREE_CODE (v) != SSA_NAME)
    return NULL;
  gimple *def = SSA_NAME_DEF_STMT (v);
  return gimple_bb (def) == bb ? perm4 (def, mask) : NULL;
}

/* A result of two levels of permutations that is a column of four
   vectors: the statement, the rows in element order, the column, the
   two permutations it reads and the instructions of its own.  */
struct column
{
  gassign *stmt;
  tree rows[4];
  unsigned col;
  gassign *inner[2];
  unsigned cost;
};

/* STMT of BB as a column in *C, if it is one.  */
bool
as_column (gimple *stmt, basic_block bb, bool any_two_input, column *c)
{
  unsigned outer[4], masks[2][4];
  gassign *a = perm4 (stmt, outer);
  if (!a)
    return false;
  for (unsigned op = 0; op < 2; op++)
    if (!(c->inner[op] = inner_perm (a, op + 1, bb, masks[op])))
      return false;
  tree type = TREE_TYPE (gimple_assign_lhs (a));
  vs_vls_elem_src src[4];
  for (unsigned i = 0; i < 4; i++)
    {
      unsigned which = outer[i] / 4, k = masks[which][outer[i] % 4];
      tree row = gimple_op (c->inner[which], 1 + k / 4);
      if (TREE_CODE (row) != SSA_NAME
	  || !types_compatible_p (TREE_TYPE (row), type))
	return false;
      c->rows[i] = row;
      src[i].lane = k % 4;
      src[i].row = i;
      for (unsigned j = 0; j < i; j++)
	if (c->rows[j] == row)
	  src[i].row = j;
    }
  if (!vs_vls_transpose_column (src, &c->col))
    return false;
  c->stmt = a;
  c->cost = vs_vls_perm4_cost (outer, any_two_input);
  return true;
}

/* Whether every use of the inner permutations of the columns C (one of
   each column, in order) is one of theirs, and their price in *COST.  */
bool
inner_perms_private (column *const c[4], bool any_two_input, unsigned *cost)
{
  *cost = 0;
  for (unsigned k = 0; k < 4; k++)
    for (unsigned op = 0; op < 2; op++)
      {
	gassign *in = c[k]->inner[op];
	bool seen = false;
	for (unsigned e = 0; e < 4 * 2 && e < 2 * k + op; e++)
	  seen |= c[e / 2]->inner[e % 2] == in;
	if (seen)
	  continue;
	unsigned mask[4];
	perm4 (in, mask);
	*cost += vs_vls_perm4_cost (mask, any_two_input);
	imm_use_iterator it;
	use_operand_p use;
	FOR_EACH_IMM_USE_FAST (use, it, gimple_assign_lhs (in))
	  {
	    gimple *user = USE_STMT (use);
	    if (!is_gimple_debug (user) && user != c[0]->stmt
		&& user != c[1]->stmt && user != c[2]->stmt
		&& user != c[3]->stmt)
	      return false;
	  }
      }
  return true;
}

/* The constant mask MASK for the permutation statement like LIKE.  */
tree
mask_like (gassign *like, const unsigned mask[4])
{
  vec_perm_builder sel (4, 4, 1);
  for (unsigned i = 0; i < 4; i++)
    sel.quick_push (mask[i]);
  vec_perm_indices indices (sel, 2, 4);
  return vec_perm_indices_to_tree (TREE_TYPE (gimple_assign_rhs3 (like)),
				   indices);
}

/* Rebuild the columns C (column K in C[K]) of their rows before
   FIRST, the earliest of them; the inner permutations go to DEAD.  */
void
rebuild (column *const c[4], gassign *first, bitmap dead)
{
  tree type = TREE_TYPE (gimple_assign_lhs (c[0]->stmt));
  gimple_seq seq = NULL;
  tree halves[2][2];
  for (unsigned h = 0; h < 2; h++)
    for (unsigned p = 0; p < 2; p++)
      halves[h][p] = gimple_build (&seq, VEC_PERM_EXPR, type,
				   c[0]->rows[p], c[0]->rows[p + 2],
				   mask_like (first,
					      vs_vls_transpose_halves[h]));
  gimple_stmt_iterator at = gsi_for_stmt (first);
  gsi_insert_seq_before (&at, seq, GSI_SAME_STMT);
  for (unsigned k = 0; k < 4; k++)
    {
      for (unsigned op = 0; op < 2; op++)
	bitmap_set_bit (dead, SSA_NAME_VERSION (gimple_assign_lhs
						  (c[k]->inner[op])));
      gassign *s = c[k]->stmt;
      gimple_assign_set_rhs1 (s, halves[k / 2][0]);
      gimple_assign_set_rhs2 (s, halves[k / 2][1]);
      gimple_assign_set_rhs3 (s, mask_like (s,
					    vs_vls_transpose_interleave[k % 2]));
      update_stmt (s);
    }
}

/* Whether the network's permutations are legal for the columns' type.  */
bool
network_legal_p (tree type)
{
  tree elem = TREE_TYPE (type);
  for (unsigned i = 0; i < 2; i++)
    if (!vls_perm_legal_p (elem, 4, vs_vls_transpose_halves[i])
	|| !vls_perm_legal_p (elem, 4, vs_vls_transpose_interleave[i]))
      return false;
  return true;
}

/* Say in DUMP the columns C of their rows, and what became of them.  */
void
dump_transpose (FILE *dump, column *const c[4], const char *outcome)
{
  fprintf (dump, ";; transpose: columns");
  for (unsigned k = 0; k < 4; k++)
    {
      fprintf (dump, k ? ", " : " ");
      print_generic_expr (dump, gimple_assign_lhs (c[k]->stmt));
    }
  fprintf (dump, " of");
  for (unsigned r = 0; r < 4; r++)
    {
      fprintf (dump, r ? ", " : " ");
      print_generic_expr (dump, c[0]->rows[r]);
    }
  fprintf (dump, ": %s\n", outcome);
}

} // namespace

void
vls_rebuild_transposes (basic_block bb, bitmap dead, FILE *dump)
{
  if (!TARGET_AVX)
    return;
  const bool any_two_input = TARGET_AVX512VL;
  auto_vec<column> cols;
  for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
       gsi_next (&gsi))
    {
      column c;
      if (as_column (gsi_stmt (gsi), bb, any_two_input, &c))
	cols.safe_push (c);
    }
  auto_vec<bool> used;
  used.safe_grow_cleared (cols.length ());
  for (unsigned i = 0; i < cols.length (); i++)
    {
      if (used[i])
	continue;
      /* The first unused column of each lane with the rows of cols[i].  */
      column *set[4] = { NULL, NULL, NULL, NULL };
      unsigned idx[4] = { 0, 0, 0, 0 };
      for (unsigned j = i; j < cols.length (); j++)
	if (!used[j] && !set[cols[j].col]
	    && memcmp (cols[j].rows, cols[i].rows, sizeof cols[i].rows) == 0)
	  {
	    set[cols[j].col] = &cols[j];
	    idx[cols[j].col] = j;
	  }
      if (!set[0] || !set[1] || !set[2] || !set[3])
	continue;
      for (unsigned k = 0; k < 4; k++)
	used[idx[k]] = true;
      unsigned inner_cost;
      if (!inner_perms_private (set, any_two_input, &inner_cost))
	{
	  if (dump)
	    dump_transpose (dump, set, "kept, GCC's permutations have other "
				       "uses");
	  continue;
	}
      unsigned old_cost = inner_cost;
      for (unsigned k = 0; k < 4; k++)
	old_cost += set[k]->cost;
      tree type = TREE_TYPE (gimple_assign_lhs (cols[i].stmt));
      char outcome[96];
      bool cheaper = old_cost > VS_VLS_TRANSPOSE_COST;
      bool legal = cheaper && network_legal_p (type);
      snprintf (outcome, sizeof outcome,
		"%u instructions, %u as halves and unpacks: %s", old_cost,
		VS_VLS_TRANSPOSE_COST,
		!cheaper ? "kept"
		: !legal ? "kept, a permutation is not legal"
		: "rebuilt");
      if (dump)
	dump_transpose (dump, set, outcome);
      if (!legal)
	continue;
      /* cols[i] is the earliest statement: columns are found in order.  */
      rebuild (set, cols[i].stmt, dead);
      if (dump_enabled_p ())
	dump_printf_loc (MSG_OPTIMIZED_LOCATIONS, cols[i].stmt,
			 "vls: 4x4 transpose of 64-bit elements from "
			 "%u instructions to %u\n", old_cost,
			 VS_VLS_TRANSPOSE_COST);
    }
}
