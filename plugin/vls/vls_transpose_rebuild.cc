/* Transposes of 256-bit vectors rebuilt (see vls_transpose_rebuild.h).

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include "gcc_compat.h"
#include "vls_transpose_rebuild.h"
#include "vls_client.h"

extern "C" {
#include "vls_transpose.h"
}

namespace {

const unsigned max_lanes = VS_VLS_TRANSPOSE_MAX;

/* The elements of TYPE when it is a 256-bit vector of four 64-bit or
   eight 32-bit elements in a vector mode; else 0.  */
unsigned
transposed_lanes (tree type)
{
  if (!VECTOR_TYPE_P (type) || !VECTOR_MODE_P (TYPE_MODE (type))
      || !tree_fits_uhwi_p (TYPE_SIZE (type))
      || tree_to_uhwi (TYPE_SIZE (type)) != 256)
    return 0;
  unsigned bits = tree_to_uhwi (TYPE_SIZE (TREE_TYPE (type)));
  return bits == 64 ? 4 : bits == 32 ? 8 : 0;
}

/* STMT as a permutation by a constant mask of two vectors of the type
   of its result, which has LANES elements; the mask in MASK (below
   LANES the first input, else the second).  Else NULL.  */
gassign *
permutation (gimple *stmt, unsigned lanes, unsigned *mask)
{
  gassign *a = dyn_cast<gassign *> (stmt);
  if (!a || gimple_assign_rhs_code (a) != VEC_PERM_EXPR
      || TREE_CODE (gimple_assign_rhs3 (a)) != VECTOR_CST)
    return NULL;
  tree type = TREE_TYPE (gimple_assign_lhs (a));
  if (transposed_lanes (type) != lanes
      || !types_compatible_p (TREE_TYPE (gimple_assign_rhs1 (a)), type)
      || !types_compatible_p (TREE_TYPE (gimple_assign_rhs2 (a)), type))
    return NULL;
  tree m = gimple_assign_rhs3 (a);
  for (unsigned i = 0; i < lanes; i++)
    mask[i] = tree_to_uhwi (vector_cst_elt (m, i)) & (2 * lanes - 1);
  return a;
}

/* How many levels of permutations a column is followed through, its
   own included: three split eight interleaved streams.  */
const unsigned max_levels = 3;

/* The permutations of a column's tree below it: two, then four.  */
const unsigned max_nodes = 6;

/* A permutation that is a column of as many vectors as it has elements
   (LANES; its rows, in element order) through the permutations of its
   block below it (NODES), and the instructions of its own.  */
struct column
{
  gassign *stmt;
  unsigned lanes;
  tree rows[max_lanes];
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
      unsigned mask[max_lanes];
      gimple *def = SSA_NAME_DEF_STMT (v);
      gassign *p = gimple_bb (def) == bb ? permutation (def, c->lanes, mask)
					 : NULL;
      if (!p)
	break;
      bool known = false;
      for (unsigned n = 0; n < c->nnodes; n++)
	known |= c->nodes[n] == p;
      if (!known)
	c->nodes[c->nnodes++] = p;
      v = gimple_op (p, 1 + mask[*lane] / c->lanes);
      *lane = mask[*lane] % c->lanes;
    }
  return v;
}

/* STMT of BB as a column in *C, if it is one.  */
bool
as_column (gimple *stmt, basic_block bb, bool any_two_input, column *c)
{
  gassign *a = dyn_cast<gassign *> (stmt);
  unsigned outer[max_lanes];
  c->lanes = a ? transposed_lanes (TREE_TYPE (gimple_assign_lhs (a))) : 0;
  if (!c->lanes || !permutation (a, c->lanes, outer))
    return false;
  c->nnodes = 0;
  tree type = TREE_TYPE (gimple_assign_lhs (a));
  vs_vls_elem_src src[max_lanes];
  for (unsigned i = 0; i < c->lanes; i++)
    {
      unsigned lane = outer[i] % c->lanes;
      tree row = trace_lane (gimple_op (a, 1 + outer[i] / c->lanes), &lane,
			     bb, max_levels - 1, c);
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
  if (c->nnodes == 0 || !vs_vls_transpose_column (src, c->lanes, &c->col))
    return false;
  c->stmt = a;
  c->cost = vs_vls_perm_cost (outer, c->lanes, any_two_input);
  return true;
}

/* Whether a permutation of BB reads the result of S (S is then a
   column inside a larger network, not one of its results).  */
bool
feeds_perm (gassign *s, unsigned lanes, basic_block bb)
{
  imm_use_iterator it;
  use_operand_p use;
  FOR_EACH_IMM_USE_FAST (use, it, gimple_assign_lhs (s))
    {
      unsigned mask[max_lanes];
      gimple *user = USE_STMT (use);
      if (gimple_bb (user) == bb && permutation (user, lanes, mask))
	return true;
    }
  return false;
}

/* The columns of the same rows, column K in C[K] (C[0]->lanes of them);
   FIRST the earliest of their statements.  */
struct transpose
{
  column *c[max_lanes];
  gassign *first;
};

/* Whether transposes T and U share a permutation of GCC's.  */
bool
share_nodes (const transpose &t, const transpose &u)
{
  for (unsigned k = 0; k < t.c[0]->lanes; k++)
    for (unsigned n = 0; n < t.c[k]->nnodes; n++)
      for (unsigned l = 0; l < u.c[0]->lanes; l++)
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
    for (unsigned k = 0; k < t->c[0]->lanes; k++)
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

/* The constant mask MASK of LANES elements for the permutation
   statement like LIKE.  */
tree
mask_like (gassign *like, const unsigned *mask, unsigned lanes)
{
  vec_perm_builder sel (lanes, lanes, 1);
  for (unsigned i = 0; i < lanes; i++)
    sel.quick_push (mask[i]);
  vec_perm_indices indices (sel, 2, lanes);
  return vec_perm_indices_to_tree (TREE_TYPE (gimple_assign_rhs3 (like)),
				   indices);
}

/* Rebuild the columns of T from its rows by the network STEPS (N of
   them, COLUMN as vs_vls_transpose_network gives), before T's first
   statement.  */
void
rebuild (const transpose &t, const vs_vls_perm_step *steps, unsigned n,
	 const unsigned *column)
{
  const unsigned lanes = t.c[0]->lanes;
  tree type = TREE_TYPE (gimple_assign_lhs (t.first));
  tree values[max_lanes + VS_VLS_TRANSPOSE_MAX_STEPS];
  for (unsigned r = 0; r < lanes; r++)
    values[r] = t.c[0]->rows[r];
  /* Each column's step sets the column's statement; the others are
     emitted before the first.  */
  gassign *column_stmt[VS_VLS_TRANSPOSE_MAX_STEPS] = {};
  for (unsigned c = 0; c < lanes; c++)
    column_stmt[column[c]] = t.c[c]->stmt;
  gimple_seq seq = NULL;
  for (unsigned s = 0; s < n; s++)
    if (!column_stmt[s])
      values[lanes + s]
	= gimple_build (&seq, VEC_PERM_EXPR, type, values[steps[s].a],
			values[steps[s].b],
			mask_like (t.first, steps[s].mask, lanes));
  gimple_stmt_iterator at = gsi_for_stmt (t.first);
  gsi_insert_seq_before (&at, seq, GSI_SAME_STMT);
  for (unsigned s = 0; s < n; s++)
    if (gassign *stmt = column_stmt[s])
      {
	gimple_assign_set_rhs1 (stmt, values[steps[s].a]);
	gimple_assign_set_rhs2 (stmt, values[steps[s].b]);
	gimple_assign_set_rhs3 (stmt, mask_like (stmt, steps[s].mask, lanes));
	update_stmt (stmt);
      }
}

/* Whether the permutations of the network STEPS (N of them) are legal
   for TYPE, of LANES elements.  */
bool
network_legal_p (tree type, unsigned lanes, const vs_vls_perm_step *steps,
		 unsigned n)
{
  for (unsigned s = 0; s < n; s++)
    if (!vls_perm_legal_p (TREE_TYPE (type), lanes, steps[s].mask))
      return false;
  return true;
}

/* Say in DUMP the columns of T and their rows, and what became of
   them.  */
void
dump_transpose (FILE *dump, const transpose &t, const char *outcome)
{
  const unsigned lanes = t.c[0]->lanes;
  fprintf (dump, ";; transpose: columns");
  for (unsigned k = 0; k < lanes; k++)
    {
      fprintf (dump, k ? ", " : " ");
      print_generic_expr (dump, gimple_assign_lhs (t.c[k]->stmt));
    }
  fprintf (dump, " of");
  for (unsigned r = 0; r < lanes; r++)
    {
      fprintf (dump, r ? ", " : " ");
      print_generic_expr (dump, t.c[0]->rows[r]);
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
	  && !feeds_perm (c.stmt, c.lanes, bb))
	cols->safe_push (c);
    }
  auto_vec<bool> used;
  used.safe_grow_cleared (cols->length ());
  for (unsigned i = 0; i < cols->length (); i++)
    {
      if (used[i])
	continue;
      /* The first unused column of each lane with the rows of cols[i].  */
      const column &ci = (*cols)[i];
      transpose t = { {}, ci.stmt };
      unsigned idx[max_lanes] = {};
      for (unsigned j = i; j < cols->length (); j++)
	{
	  column &c = (*cols)[j];
	  if (!used[j] && c.lanes == ci.lanes && !t.c[c.col]
	      && memcmp (c.rows, ci.rows, ci.lanes * sizeof c.rows[0]) == 0)
	    {
	      t.c[c.col] = &c;
	      idx[c.col] = j;
	    }
	}
      bool complete = true;
      for (unsigned k = 0; k < ci.lanes; k++)
	complete &= t.c[k] != NULL;
      if (!complete)
	continue;
      for (unsigned k = 0; k < ci.lanes; k++)
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
      const unsigned lanes = found[i].c[0]->lanes;
      vs_vls_perm_step steps[VS_VLS_TRANSPOSE_MAX_STEPS];
      unsigned column[max_lanes];
      unsigned nsteps = vs_vls_transpose_network (lanes, steps, column);
      auto_vec<gassign *> nodes;
      bool priv = private_nodes (set, &nodes);
      unsigned old_cost = 0, new_cost = set.length () * nsteps;
      for (gassign *node : nodes)
	{
	  unsigned mask[max_lanes];
	  permutation (node, lanes, mask);
	  old_cost += vs_vls_perm_cost (mask, lanes, any_two_input);
	}
      for (transpose *t : set)
	for (unsigned k = 0; k < lanes; k++)
	  old_cost += t->c[k]->cost;
      tree type = TREE_TYPE (gimple_assign_lhs (found[i].first));
      /* With AVX-512VL GCC's permutations are one instruction each:
	 eight 64-bit streams' 24 against 16 ran as fast (Zen 5, GCC 16,
	 x86-64-v4), four streams' are as many.  */
      bool cheaper = priv && old_cost > new_cost && !any_two_input;
      bool legal = cheaper && network_legal_p (type, lanes, steps, nsteps);
      char outcome[192];
      if (!priv)
	snprintf (outcome, sizeof outcome,
		  "kept, GCC's permutations have other uses");
      else
	snprintf (outcome, sizeof outcome,
		  "%u instructions, %u in transpose networks%s: %s", old_cost,
		  new_cost, set.length () > 1 ? " (transposes sharing "
						"GCC's permutations)" : "",
		  any_two_input ? "kept, AVX-512VL permutes two vectors in "
				  "one instruction"
		  : !cheaper ? "kept"
		  : !legal ? "kept, a permutation is not legal" : "rebuilt");
      if (dump)
	for (transpose *t : set)
	  dump_transpose (dump, *t, outcome);
      if (!legal)
	continue;
      for (transpose *t : set)
	rebuild (*t, steps, nsteps, column);
      for (gassign *node : nodes)
	bitmap_set_bit (dead, SSA_NAME_VERSION (gimple_assign_lhs (node)));
      if (dump_enabled_p ())
	{
	  char what[32] = "";
	  if (set.length () > 1)
	    snprintf (what, sizeof what, "%u ", set.length ());
	  dump_printf_loc (MSG_OPTIMIZED_LOCATIONS, found[i].first,
			   "vls: %s%ux%u transpose%s of %u-bit elements "
			   "from %u instructions to %u\n", what, lanes, lanes,
			   set.length () > 1 ? "s" : "", 256 / lanes,
			   old_cost, new_cost);
	}
    }
}
