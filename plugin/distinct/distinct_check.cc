/* Indexed read-modify-writes behind a check of their indices: the check
   (distinct_check.h).

   A list of at least W entries: every two of its first W - 1 entries
   compared in straight-line code, then every further entry against the
   W - 1 before it, in a loop with no guard (every read is in the list)
   that the vectorizer takes, its W loads contiguous.  A shorter list:
   each entry against those before it, in a short scalar loop whose
   compares are guarded.  The compares are ORed into a word; the list
   passes where it is zero.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include "gcc_compat.h"
#include "cfgloopmanip.h"
#include "gimplify-me.h"
#include "distinct_scan.h"
#include "distinct_check.h"
#include "index_reads.h"

namespace {

/* K's compared value of list entry T, computed at GSI (after it).  */
tree
compared_value (gimple_stmt_iterator *gsi, const distinct_key &k, tree t)
{
  tree v = vshape_emit_list_entry (gsi, k.load, k.start, k.step, t);
  return vshape_emit_chain (gsi, k.chain, k.compared, k.load, v);
}

/* Gives the blocks and edges of SCAN, entered COUNT times, the profile
   of a loop of about ITERATIONS iterations.  */
void
set_profile (class loop *scan, profile_count count, int iterations)
{
  edge out = single_exit (scan);
  out->probability
    = profile_probability::guessed_always ().apply_scale (1, iterations);
  basic_block *body = get_loop_body (scan);
  for (unsigned i = 0; i < scan->num_nodes; i++)
    {
      body[i]->count = count.apply_scale (iterations, 1);
      edge e;
      edge_iterator ei;
      FOR_EACH_EDGE (e, ei, body[i]->succs)
	if (e != out)
	  e->probability = (single_succ_p (body[i])
			    ? profile_probability::always ()
			    : out->probability.invert ());
    }
  free (body);
  out->dest->count = count;
  if (single_succ_p (out->dest))
    single_succ_edge (out->dest)->probability = profile_probability::always ();
}

/* A loop on edge E over the entries FIRST to LAST of K's list (LAST
   included), comparing each with the W - 1 before it, guarded where
   GUARDED (entries before the list's start are not compared, nor read);
   returns the OR of the compares, an unsigned int, valid after the
   loop.  OUTER is the loop the new loop goes in.  */
tree
emit_compare_loop (edge e, class loop *outer, const distinct_key &k,
		   unsigned w, tree first, tree last, bool guarded)
{
  tree t, t_next;
  profile_count count = e->count ();
  class loop *scan = create_empty_loop_on_edge (e, first, size_one_node,
						last, sizetype, &t, &t_next,
						outer);
  set_profile (scan, count, guarded ? w - 1 : 4 * w);
  /* At most W - 1 entries: vectorized, it would cost more than it
     saves.  */
  scan->dont_vectorize = guarded;
  basic_block body = single_succ (scan->header);
  gimple_stmt_iterator gsi = gsi_after_labels (body);
  /* Emit after a placeholder, then remove it: the statements go before
     the loop's increment and exit test.  */
  gimple *mark = gimple_build_nop ();
  gsi_insert_before (&gsi, mark, GSI_SAME_STMT);
  gsi = gsi_for_stmt (mark);
  tree word = unsigned_type_node;
  tree here = compared_value (&gsi, k, t);
  tree any = NULL_TREE;
  for (unsigned d = 1; d < w; d++)
    {
      tree dist = size_int (d);
      tree before
	= (guarded
	   ? distinct_emit (&gsi, sizetype, MINUS_EXPR,
			    distinct_emit (&gsi, sizetype, MAX_EXPR, t, dist),
			    dist)
	   : distinct_emit (&gsi, sizetype, MINUS_EXPR, t, dist));
      tree there = compared_value (&gsi, k, before);
      tree same = distinct_emit (&gsi, boolean_type_node, EQ_EXPR, here,
				 there);
      if (guarded)
	same = distinct_emit (&gsi, boolean_type_node, BIT_AND_EXPR, same,
			      distinct_emit (&gsi, boolean_type_node, GE_EXPR,
					     t, dist));
      any = (any ? distinct_emit (&gsi, boolean_type_node, BIT_IOR_EXPR, any,
				  same)
	     : same);
    }
  /* One conversion of the OR of the compares: the vectorizer ORs their
     masks.  */
  tree bit = make_ssa_name (word);
  gsi_insert_after (&gsi, gimple_build_assign (bit, NOP_EXPR, any),
		    GSI_NEW_STMT);
  gphi *acc = create_phi_node (make_ssa_name (word), scan->header);
  tree next = distinct_emit (&gsi, word, BIT_IOR_EXPR,
			     gimple_phi_result (acc), bit);
  gsi = gsi_for_stmt (mark);
  gsi_remove (&gsi, true);
  add_phi_arg (acc, build_zero_cst (word), loop_preheader_edge (scan),
	       UNKNOWN_LOCATION);
  add_phi_arg (acc, next, loop_latch_edge (scan), UNKNOWN_LOCATION);
  return next;
}

/* At GSI (after it): the OR of the compares of every two of the first
   W - 1 entries of K's list, an unsigned int.  */
tree
emit_first_pairs (gimple_stmt_iterator *gsi, const distinct_key &k,
		  unsigned w)
{
  auto_vec<tree> values;
  for (unsigned a = 0; a + 1 < w; a++)
    values.safe_push (compared_value (gsi, k, size_int (a)));
  tree any = boolean_false_node;
  for (unsigned a = 0; a < values.length (); a++)
    for (unsigned b = a + 1; b < values.length (); b++)
      {
	tree same = distinct_emit (gsi, boolean_type_node, EQ_EXPR, values[a],
				   values[b]);
	any = (any == boolean_false_node ? same
	       : distinct_emit (gsi, boolean_type_node, BIT_IOR_EXPR, any,
				same));
      }
  tree bit = make_ssa_name (unsigned_type_node);
  gsi_insert_after (gsi, gimple_build_assign (bit, NOP_EXPR, any),
		    GSI_NEW_STMT);
  return bit;
}

} // anon namespace

tree
distinct_emit (gimple_stmt_iterator *gsi, tree type, enum tree_code op,
	       tree a, tree b)
{
  tree value = make_ssa_name (type);
  gsi_insert_after (gsi, gimple_build_assign (value, op, a, b), GSI_NEW_STMT);
  return value;
}

tree
distinct_emit_check (basic_block before, const distinct_key &k, unsigned w)
{
  class loop *outer = before->loop_father;
  tree word = unsigned_type_node;
  /* The count, and the choice between a short list and a long one.  */
  basic_block guard = split_edge (single_pred_edge (before));
  gimple_stmt_iterator gsi = gsi_last_bb (guard);
  tree count = force_gimple_operand_gsi (&gsi, unshare_expr (k.count), true,
					 NULL_TREE, false,
					 GSI_CONTINUE_LINKING);
  gsi_insert_after (&gsi, gimple_build_cond (GE_EXPR, count, size_int (w - 1),
					     NULL_TREE, NULL_TREE),
		    GSI_NEW_STMT);
  edge into = single_succ_edge (guard);
  basic_block longer = split_edge (into);
  into = single_pred_edge (longer);
  into->flags = (into->flags & ~EDGE_FALLTHRU) | EDGE_TRUE_VALUE;
  into->probability = profile_probability::likely ();
  longer->count = into->count ();
  single_succ_edge (longer)->probability = profile_probability::always ();
  edge skip = make_edge (guard, before, EDGE_FALSE_VALUE);
  skip->probability = into->probability.invert ();
  basic_block shorter = split_edge (skip);
  skip = single_pred_edge (shorter);

  /* A list of at least W entries: every two of the first W - 1, then
     each further entry against the W - 1 before it.  */
  tree tail = emit_compare_loop (into, outer, k, w, size_int (w - 1), count,
				 false);
  gsi = gsi_last_bb (longer);
  tree pairs = emit_first_pairs (&gsi, k, w);
  tree long_any = distinct_emit (&gsi, word, BIT_IOR_EXPR, pairs, tail);

  /* A shorter one: each entry against those before it, guarded.  */
  tree short_any = emit_compare_loop (skip, outer, k, w, size_zero_node,
				      count, true);
  if (dom_info_available_p (CDI_DOMINATORS))
    set_immediate_dominator (CDI_DOMINATORS, before, guard);

  gphi *joined = create_phi_node (make_ssa_name (word), before);
  add_phi_arg (joined, long_any, single_succ_edge (longer), UNKNOWN_LOCATION);
  add_phi_arg (joined, short_any, single_succ_edge (shorter),
	       UNKNOWN_LOCATION);
  gsi = gsi_after_labels (before);
  tree pass = make_ssa_name (boolean_type_node);
  gsi_insert_before (&gsi, gimple_build_assign (pass, EQ_EXPR,
						gimple_phi_result (joined),
						build_zero_cst (word)),
		     GSI_SAME_STMT);
  return pass;
}
