/* Indexed read-modify-writes behind a check of their indices: the
   check's backoff (distinct_backoff.h).

   The counter is a static of its own per copy, read and written with
   plain accesses: threads that run the loop at once may lose each
   other's updates, which only changes how often a check runs.  An
   entry whose list passes stores nothing while the counter is zero.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include "gcc_compat.h"
#include "cfgloopmanip.h"
extern "C" {
#include "distinct_decision.h"
}
#include "distinct_scan.h"
#include "distinct_check.h"
#include "distinct_backoff.h"

namespace {

/* A new counter, an unsigned int of static storage holding zero.  */
tree
new_counter (void)
{
  tree decl = build_decl (UNKNOWN_LOCATION, VAR_DECL,
			  create_tmp_var_name ("vshape_distinct_misses"),
			  unsigned_type_node);
  TREE_STATIC (decl) = 1;
  TREE_USED (decl) = 1;
  DECL_ARTIFICIAL (decl) = 1;
  DECL_IGNORED_P (decl) = 1;
  DECL_INITIAL (decl) = build_zero_cst (unsigned_type_node);
  varpool_node::add (decl);
  return decl;
}

/* Appends to BB the store to B's counter of COND ? IF_TRUE : one more
   than its value at the entry.  */
void
store_counter (basic_block bb, const distinct_backoff &b, tree cond,
	       tree if_true)
{
  tree word = unsigned_type_node;
  gimple_stmt_iterator gsi = gsi_last_bb (bb);
  tree next = make_ssa_name (word);
  gsi_insert_after (&gsi,
		    gimple_build_assign (next, COND_EXPR, cond, if_true,
					 distinct_emit (&gsi, word, PLUS_EXPR,
							b.misses,
							build_one_cst (word))),
		    GSI_NEW_STMT);
  gsi_insert_after (&gsi, gimple_build_assign (unshare_expr (b.counter),
					       next),
		    GSI_NEW_STMT);
}

} // anon namespace

void
distinct_begin_backoff (basic_block gate, tree pass, distinct_backoff *b)
{
  tree word = unsigned_type_node;
  b->gate = gate;
  b->counter = new_counter ();
  b->due = NULL;
  b->misses = make_ssa_name (word);
  gimple_stmt_iterator gsi = gsi_last_bb (gate);
  gsi_insert_after (&gsi, gimple_build_assign (b->misses, b->counter),
		    GSI_NEW_STMT);

  /* After PASS: the counter changes where the check failed or the
     counter was not zero; the store block computes its value.  */
  gimple *def = SSA_NAME_DEF_STMT (pass);
  basic_block checked = gimple_bb (def);
  gsi = gsi_for_stmt (def);
  tree failed = distinct_emit (&gsi, boolean_type_node, EQ_EXPR, pass,
			       boolean_false_node);
  tree counted = distinct_emit (&gsi, boolean_type_node, NE_EXPR, b->misses,
				build_zero_cst (word));
  b->changed = gimple_build_cond (NE_EXPR,
				  distinct_emit (&gsi, boolean_type_node,
						 BIT_IOR_EXPR, failed,
						 counted),
				  boolean_false_node, NULL_TREE, NULL_TREE);
  gsi_insert_after (&gsi, b->changed, GSI_NEW_STMT);
  /* The new edges change dominators; the caller computes them again.  */
  free_dominance_info (CDI_DOMINATORS);
  basic_block store = split_edge (split_block (checked, b->changed));
  basic_block rest = single_succ (store);
  edge differs = single_succ_edge (checked);
  differs->flags = (differs->flags & ~EDGE_FALLTHRU) | EDGE_TRUE_VALUE;
  differs->probability = profile_probability::unlikely ();
  store->count = differs->count ();
  edge same = make_edge (checked, rest, EDGE_FALSE_VALUE);
  same->probability = differs->probability.invert ();
  store_counter (store, *b, pass, build_zero_cst (word));
}

void
distinct_gate_backoff (distinct_backoff *b, class loop *stock)
{
  basic_block entry = loop_preheader_edge (stock)->src;
  for (gphi_iterator gpi = gsi_start_phis (entry); !gsi_end_p (gpi);
       gsi_next (&gpi))
    if (!virtual_operand_p (gimple_phi_result (gpi.phi ())))
      return;
  const vs_distinct_backoff policy = vs_distinct_backoff_policy ();
  tree word = unsigned_type_node;

  /* due = misses < skip_after, one compare on the way to the check.  */
  gimple_stmt_iterator gsi = gsi_last_bb (b->gate);
  b->due = gimple_build_cond (LT_EXPR, b->misses,
			      build_int_cst (word, policy.skip_after),
			      NULL_TREE, NULL_TREE);
  gsi_insert_after (&gsi, b->due, GSI_NEW_STMT);

  free_dominance_info (CDI_DOMINATORS);
  edge run = single_succ_edge (b->gate);
  run->flags = (run->flags & ~EDGE_FALLTHRU) | EDGE_TRUE_VALUE;
  run->probability = profile_probability::likely ();
  basic_block skip = create_empty_bb (b->gate);
  add_bb_to_loop (skip, b->gate->loop_father);
  edge into = make_edge (b->gate, skip, EDGE_FALSE_VALUE);
  into->probability = run->probability.invert ();
  skip->count = into->count ();
  make_single_succ_edge (skip, entry, EDGE_FALLTHRU);
  entry->count += skip->count;
  /* SKIP: the last skip drops the counter to a probe, the others count.  */
  gsi = gsi_last_bb (skip);
  tree last = distinct_emit (&gsi, boolean_type_node, EQ_EXPR, b->misses,
			     build_int_cst (word, policy.skip_after
						  + policy.skips - 1));
  store_counter (skip, *b, last,
		 build_int_cst (word, policy.skip_after - 1));
}

void
distinct_remove_backoff (const distinct_backoff &b)
{
  if (b.due)
    {
      gimple_cond_make_true (b.due);
      update_stmt (b.due);
    }
  gimple_cond_make_false (b.changed);
  update_stmt (b.changed);
}
