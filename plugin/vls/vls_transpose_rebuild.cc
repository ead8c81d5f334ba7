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

/* How many levels of permutations a column is followed through, its
   own included: three split eight interleaved streams.  */
const unsigned max_levels = 3;

/* The permutations of a column's tree below it: two, then four.  */
const unsigned max_nodes = 6;

/* A permutation that is a column of four vectors (its rows, in element
   order) through the permutations of its block below it (NODES), and
   the instructions of its own.  */
struct column
{
  gassign *stmt;
  tree rows[4];
  unsigned col;
  gassign *nodes[max_nodes];
  unsigned nnodes;
  unsigned cost;
};

/* Element LANE of V followed back through the permutations of BB, at
   most LEVELS of them, each added to C's nodes once: the vector it is
   an element of in the end, that element in *LANE.  */
tree
trace_lane (tree v, unsigned *lane, basic_block bb, unsigned levels,
	    column *c)
{
  for (; levels > 0 && TREE_CODE (v) == SSA_NAME; levels--)
    {
      unsigned mask[4];
      gimple *def = SSA_NAME_DEF_STMT (v);
      gassign *p = gimple_bb (def) == bb ? perm4 (def, mask) : NULL;
      if (!p)
	break;
      bool known = false;
      for (unsigned n = 0; n < c->nnodes; n++)
	known |= c->nodes[n] == p;
      if (!known)
	c->nodes[c->nnodes++] = p;
      v = gimple_op (p, 1 + mask[*lane] / 4);
      *lane = mask[*lane] % 4;
    }
  return v;
}

/* STMT of BB as a column in *C, if it is one.  */
bool
as_column (gimple *stmt, basic_block bb, bool any_two_input, column *c)
{
  unsigned outer[4];
  gassign *a = perm4 (stmt, outer);
  if (!a)
    return false;
  c->nnodes = 0;
  tree type = TREE_TYPE (gimple_assign_lhs (a));
  vs_vls_elem_src src[4];
  for (unsigned i = 0; i < 4; i++)
    {
      unsigned lane = outer[i] % 4;
      tree row = trace_lane (gimple_op (a, 1 + outer[i] / 4), &lane, bb,
			     max_levels - 1, c);
      if (TREE_CODE (row) != SSA_NAME
	  || !types_compatible_p (TREE_TYPE (row), type))
	return false;
      c->rows[i] = row;
      src[i].lane = lane;
      src[i].row = i;
      for (unsigned j = 0; j < i; j++)
	if (c->rows[j] == row)
	  src[i].row = j;
    }
  if (c->nnodes == 0 || !vs_vls_transpose_column (src, &c->col))
    return false;
  c->stmt = a;
  c->cost = vs_vls_perm4_cost (outer, any_two_input);
  return true;
}

/* Whether a permutation of BB reads the result of S (S is then a
   column inside a larger network, not one of its results).  */
bool
feeds_perm (gassign *s, basic_block bb)
{
  imm_use_iterator it;
  use_operand_p use;
  FOR_EACH_IMM_USE_FAST (use, it, gimple_assign_lhs (s))
    {
      unsigned mask[4];
      gimple *user = USE_STMT (use);
      if (gimple_bb (user) == bb && perm4 (user, mask))
	return true;
    }
  return false;
}

/* Four columns of the same rows, column K in C[K]; FIRST the earliest
   of their statements.  */
struct transpose
{
  column *c[4];
  gassign *first;
};

/* Whether transposes T and U share a permutation of GCC's.  */
bool
share_nodes (const transpose &t, const transpose &u)
{
  for (unsigned k = 0; k < 4; k++)
    for (unsigned n = 0; n < t.c[k]->nnodes; n++)
      for (unsigned l = 0; l < 4; l++)
	for (unsigned m = 0; m < u.c[l]->nnodes; m++)
	  if (t.c[k]->nodes[n] == u.c[l]->nodes[m])
	    return true;
  return false;
}

/* The permutations below the transposes of SET, once each, into
   *NODES; whether each of them is used only by those permutations and
   the transposes' columns.  */
bool
private_nodes (const vec<transpose *> &set, vec<gassign *> *nodes)
{
  hash_set<gimple *> members;
  for (transpose *t : set)
    for (unsigned k = 0; k < 4; k++)
      {
	members.add (t->c[k]->stmt);
	for (unsigned n = 0; n < t->c[k]->nnodes; n++)
	  if (!members.add (t->c[k]->nodes[n]))
	    nodes->safe_push (t->c[k]->nodes[n]);
      }
  for (gassign *node : *nodes)
    {
      imm_use_iterator it;
      use_operand_p use;
      FOR_EACH_IMM_USE_FAST (use, it, gimple_assign_lhs (node))
	if (!is_gimple_debug (USE_STMT (use))
	    && !members.contains (USE_STMT (use)))
	  return false;
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

/* Rebuild the columns of T from its rows, before its first statement.  */
void
rebuild (const transpose &t)
{
  column *const *c = t.c;
  tree type = TREE_TYPE (gimple_assign_lhs (c[0]->stmt));
  gimple_seq seq = NULL;
  tree halves[2][2];
  for (unsigned h = 0; h < 2; h++)
    for (unsigned p = 0; p < 2; p++)
      halves[h][p] = gimple_build (&seq, VEC_PERM_EXPR, type,
				   c[0]->rows[p], c[0]->rows[p + 2],
				   mask_like (t.first,
					      vs_vls_transpose_halves[h]));
  gimple_stmt_iterator at = gsi_for_stmt (t.first);
  gsi_insert_seq_before (&at, seq, GSI_SAME_STMT);
  for (unsigned k = 0; k < 4; k++)
    {
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

/* The transposes of BB that no permutation reads, in the order of
   their first statements.  */
void
find_transposes (basic_block bb, bool any_two_input, vec<column> *cols,
		 vec<transpose> *found)
{
  for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
       gsi_next (&gsi))
    {
      column c;
      if (as_column (gsi_stmt (gsi), bb, any_two_input, &c)
	  && !feeds_perm (c.stmt, bb))
	cols->safe_push (c);
    }
  auto_vec<bool> used;
  used.safe_grow_cleared (cols->length ());
  for (unsigned i = 0; i < cols->length (); i++)
    {
      if (used[i])
	continue;
      /* The first unused column of each lane with the rows of cols[i].  */
      transpose t = { { NULL, NULL, NULL, NULL }, (*cols)[i].stmt };
      unsigned idx[4] = { 0, 0, 0, 0 };
      for (unsigned j = i; j < cols->length (); j++)
	{
	  column &c = (*cols)[j];
	  if (!used[j] && !t.c[c.col]
	      && memcmp (c.rows, (*cols)[i].rows, sizeof c.rows) == 0)
	    {
	      t.c[c.col] = &c;
	      idx[c.col] = j;
	    }
	}
      if (!t.c[0] || !t.c[1] || !t.c[2] || !t.c[3])
	continue;
      for (unsigned k = 0; k < 4; k++)
	used[idx[k]] = true;
      found->safe_push (t);
    }
}

} // namespace

void
vls_rebuild_transposes (basic_block bb, bitmap dead, FILE *dump)
{
  if (!TARGET_AVX)
    return;
  const bool any_two_input = TARGET_AVX512VL;
  auto_vec<column> cols;
  auto_vec<transpose> found;
  find_transposes (bb, any_two_input, &cols, &found);
  auto_vec<bool> done;
  done.safe_grow_cleared (found.length ());
  for (unsigned i = 0; i < found.length (); i++)
    {
      if (done[i])
	continue;
      /* The transposes that share GCC's permutations with found[i],
	 directly or through others: rebuilt together or not at all.  */
      auto_vec<transpose *> set;
      set.safe_push (&found[i]);
      done[i] = true;
      for (unsigned s = 0; s < set.length (); s++)
	for (unsigned j = i + 1; j < found.length (); j++)
	  if (!done[j] && share_nodes (*set[s], found[j]))
	    {
	      set.safe_push (&found[j]);
	      done[j] = true;
	    }
      auto_vec<gassign *> nodes;
      bool priv = private_nodes (set, &nodes);
      unsigned old_cost = 0, new_cost = set.length () * VS_VLS_TRANSPOSE_COST;
      for (gassign *node : nodes)
	{
	  unsigned mask[4];
	  perm4 (node, mask);
	  old_cost += vs_vls_perm4_cost (mask, any_two_input);
	}
      for (transpose *t : set)
	for (unsigned k = 0; k < 4; k++)
	  old_cost += t->c[k]->cost;
      tree type = TREE_TYPE (gimple_assign_lhs (found[i].first));
      /* With AVX-512VL GCC's permutations are one instruction each:
	 eight streams' 24 against 16 ran as fast (Zen 5, GCC 16,
	 x86-64-v4), four streams' are as many.  */
      bool cheaper = priv && old_cost > new_cost && !any_two_input;
      bool legal = cheaper && network_legal_p (type);
      char outcome[192];
      if (!priv)
	snprintf (outcome, sizeof outcome,
		  "kept, GCC's permutations have other uses");
      else
	snprintf (outcome, sizeof outcome,
		  "%u instructions, %u as halves and unpacks%s: %s", old_cost,
		  new_cost, set.length () > 1 ? " (transposes sharing "
						"GCC's permutations)" : "",
		  any_two_input ? "kept, AVX-512VL permutes two vectors in "
				  "one instruction"
		  : !cheaper ? "kept"
		  : !legal ? "kept, a permutation is not legal" : "rebuilt");
      if (dump)
	for (transpose *t : set)
	  dump_transpose (dump, t->c, outcome);
      if (!legal)
	continue;
      for (transpose *t : set)
	rebuild (*t);
      for (gassign *node : nodes)
	bitmap_set_bit (dead, SSA_NAME_VERSION (gimple_assign_lhs (node)));
      if (dump_enabled_p ())
	dump_printf_loc (MSG_OPTIMIZED_LOCATIONS, found[i].first,
			 "vls: %s of 64-bit elements from %u instructions "
			 "to %u\n", set.length () > 1 ? "4x4 transposes"
			 : "4x4 transpose", old_cost, new_cost);
    }
}
