/* Indexed read-modify-writes behind a check of their indices: the
   versioned copy, its report, and its fate after the vectorizer
   (distinct_loop.h).

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include "gcc_compat.h"
#include "cfgloopmanip.h"
#include "tree-into-ssa.h"
#include "tree-ssa-loop-manip.h"
extern "C" {
#include "distinct_decision.h"
#include "distinct_tunings.h"
}
#include "distinct_scan.h"
#include "distinct_check.h"
#include "distinct_backoff.h"
#include "distinct_loop.h"
#include "loop_info.h"
#include "x86_builtins.h"
#include "x86_costs.h"

namespace {

/* A copy waiting for the vectorizer: the loop's number, that of
   stock's loop beside it, its window, the condition that enters it and
   its check's backoff.  */
struct checked_copy
{
  int num;
  int stock_num;
  unsigned window;
  gcond *check;
  distinct_backoff backoff;
};

/* The copies of COPIES_FUN, until the vls pass settles them.  */
function *copies_fun;
auto_vec<checked_copy> copies;

/* Whether LOOP is one the pass looks at: innermost, one exit, no
   vectorization the source already asks for or forbids, and not in a
   loop the source asks to vectorize (whose vectorizer would meet the
   check's loops beside it).  */
bool
candidate_loop_p (class loop *loop)
{
  class loop *outer = loop_outer (loop);
  return !loop->inner && outer && single_exit (loop)
	 && !loop->force_vectorize && loop->safelen <= 1
	 && !outer->force_vectorize && outer->safelen <= 1
	 && !loop->dont_vectorize && flag_tree_loop_vectorize
	 && !(single_exit (loop)->flags & EDGE_COMPLEX);
}

/* Versions LOOP on the check of K in windows of W: the original loop,
   marked free of dependences within W iterations, runs where the check
   ran and passed, a copy of stock's loop elsewhere.  Returns the
   condition that enters LOOP, or NULL where GCC could not version it;
   sets *B to the check's backoff and *STOCK_NUM to the number of
   stock's loop.  */
gcond *
version (class loop *loop, const distinct_key &k, unsigned w,
	 distinct_backoff *b, int *stock_num)
{
  basic_block gate = split_edge (loop_preheader_edge (loop));
  basic_block before = split_edge (single_succ_edge (gate));
  tree pass = distinct_emit_check (before, k, w);
  distinct_begin_backoff (gate, pass, b);
  free_dominance_info (CDI_DOMINATORS);
  calculate_dominance_info (CDI_DOMINATORS);
  basic_block cond_bb;
  initialize_original_copy_tables ();
  class loop *stock
    = loop_version (loop, pass, &cond_bb, profile_probability::likely (),
		    profile_probability::unlikely (),
		    profile_probability::likely (),
		    profile_probability::unlikely (), true);
  free_original_copy_tables ();
  if (!stock)
    {
      distinct_remove_backoff (*b);
      return NULL;
    }
  loop->safelen = w;
  *stock_num = stock->num;
  distinct_gate_backoff (b, stock);
  free_dominance_info (CDI_DOMINATORS);
  mark_virtual_operands_for_renaming (cfun);
  update_ssa (TODO_update_ssa);
  if (loops_state_satisfies_p (LOOP_CLOSED_SSA))
    rewrite_into_loop_closed_ssa (NULL, TODO_update_ssa);
  scev_reset ();
  gimple_stmt_iterator gsi = gsi_last_bb (cond_bb);
  return gsi_end_p (gsi) ? NULL : dyn_cast<gcond *> (gsi_stmt (gsi));
}

/* Dump and remark what was decided for LOOP (K its index where found):
   a copy behind a check of W indices (whose entries may skip the check
   where SKIPS), or stock's loop alone for WHY.  */
void
report (class loop *loop, const distinct_key &k, unsigned w, bool skips,
	const char *why, FILE *dump)
{
  location_t where = UNKNOWN_LOCATION;
  if (k.key)
    where = gimple_location (k.load);
  if (dump)
    {
      fprintf (dump, ";; distinct: loop %d at %s: ", loop->num,
	       vshape_loop_position (loop).c_str ());
      if (k.key)
	{
	  fprintf (dump, "stores through ");
	  print_generic_expr (dump, k.base, TDF_NONE);
	  fprintf (dump, " + ");
	  print_generic_expr (dump, k.key, TDF_NONE);
	  fprintf (dump, ", ");
	}
      if (!why)
	{
	  const vs_distinct_backoff b = vs_distinct_backoff_policy ();
	  fprintf (dump, "a copy free of dependences within %u iterations, "
		   "entered when a check finds every %u consecutive indices "
		   "distinct\n", w, w);
	  if (skips)
	    fprintf (dump, ";; distinct: loop %d: after %u failing checks "
		     "in a row, the check runs once every %u entries\n",
		     loop->num, b.skip_after, b.skips + 1);
	}
      else
	fprintf (dump, "stock's loop alone: %s\n", why);
    }
  if (!dump_enabled_p () || !k.key)
    return;
  dump_user_location_t at = dump_user_location_t::from_location_t (where);
  if (!why)
    dump_printf_loc (MSG_OPTIMIZED_LOCATIONS, at,
		     "loop versioned: its copy assumes every %u consecutive "
		     "indices distinct, as a check before it finds\n", w);
  else
    dump_printf_loc (MSG_MISSED_OPTIMIZATION, at,
		     "stores through an index not versioned: %s\n", why);
}

/* Makes C's check false, so that stock's loop runs (the copy, the
   check's loops and its counter are then dead); tells DUMP that the
   copy was WHAT.  */
void
withdraw (const checked_copy &c, const char *what, FILE *dump)
{
  gimple_cond_make_false (c.check);
  update_stmt (c.check);
  distinct_remove_backoff (c.backoff);
  if (dump)
    fprintf (dump, ";; distinct: loop %d %s: its check removed, stock's "
	     "loop runs\n", c.num, what);
}

} // anon namespace

unsigned
vshape_distinct_function (function *fun, const distinct_policy &policy)
{
  if (!policy.analyse || fun->can_throw_non_call_exceptions
      || fun->calls_setjmp)
    return 0;
  auto_vec<class loop *> loops;
  for (auto loop : loops_list (fun, LI_ONLY_INNERMOST))
    if (candidate_loop_p (loop))
      loops.safe_push (loop);
  if (loops.is_empty ())
    return 0;
  /* Why a loop the decision lets through keeps stock's code alone.  */
  std::string held = "distinct=analyze";
  bool rewrite = policy.rewrite;
  if (policy.where_paid)
    {
      rewrite = vs_distinct_auto_on (x86_tuning_name ());
      held = (std::string ("distinct=auto, and the copy has not been "
			   "measured to pay at -mtune=")
	      + x86_tuning_name () + " (distinct=on makes it)");
    }
  bool emulated = (!x86_tune_scatters_p ()
		   || (policy.scatters_closed
		       && !x86_tune_ctrl_names ("scatter")));
  unsigned versioned = 0;
  for (class loop *loop : loops)
    {
      calculate_dominance_info (CDI_DOMINATORS);
      vs_distinct_loop l;
      distinct_key k;
      distinct_scan_loop (loop, emulated, &l, &k);
      enum vs_distinct_verdict verdict = vs_distinct_decide (&l);
      if (verdict == VS_DISTINCT_NO_INDEXED_STORE)
	continue;
      unsigned w = vs_distinct_window (&l);
      const char *why = (verdict != VS_DISTINCT_YES
			 ? vs_distinct_verdict_text (verdict)
			 : !rewrite ? held.c_str () : NULL);
      gcond *check = NULL;
      distinct_backoff backoff = {};
      int stock_num = 0;
      if (!why && !(check = version (loop, k, w, &backoff, &stock_num)))
	why = "GCC could not version the loop";
      report (loop, k, w, backoff.due != NULL, why, policy.dump);
      if (why)
	continue;
      if (copies_fun != fun)
	copies.truncate (0);
      copies_fun = fun;
      copies.safe_push ({ loop->num, stock_num, w, check, backoff });
      versioned++;
    }
  return versioned;
}

bool
distinct_copies_in (function *fun)
{
  return copies_fun == fun && !copies.is_empty ();
}

bool
distinct_copy_loop_p (function *fun, const class loop *loop)
{
  if (copies_fun != fun)
    return false;
  for (const checked_copy &c : copies)
    if (loop->num == c.num || loop->num == c.stock_num)
      return true;
  return false;
}

bool
distinct_settle_copies (function *fun, FILE *dump)
{
  if (copies_fun != fun)
    return false;
  bool removed = false;
  unsigned kept = 0;
  for (const checked_copy &c : copies)
    {
      class loop *loop = get_loop (fun, c.num);
      if (loop && vshape_loop_has_vector_code (loop))
	{
	  copies[kept++] = c;
	  continue;
	}
      if (!gimple_bb (c.check))
	continue;
      withdraw (c, "not vectorized", dump);
      removed = true;
    }
  copies.truncate (kept);
  return removed;
}

bool
distinct_weigh_scatters (function *fun, FILE *dump)
{
  if (copies_fun != fun)
    return false;
  bool removed = false;
  for (const checked_copy &c : copies)
    {
      class loop *loop = get_loop (fun, c.num);
      if (loop && gimple_bb (c.check) && !x86_tune_ctrl_names ("scatter")
	  && vshape_loop_has_scatter (loop))
	{
	  withdraw (c, "vectorized with a scatter instruction, slower than "
		    "the scalar loop on AMD's and Intel's CPUs", dump);
	  removed = true;
	  if (dump_enabled_p ())
	    dump_printf_loc (MSG_MISSED_OPTIMIZATION,
			     dump_user_location_t::from_location_t (
			       gimple_location (c.check)),
			     "stores through an index left to stock's loop: "
			     "its vector copy scatters, which AMD's and "
			     "Intel's CPUs run slower than scalar code\n");
	}
      else if (dump)
	fprintf (dump, ";; distinct: loop %d vectorized behind the check "
		 "of %u consecutive indices\n", c.num, c.window);
    }
  copies.truncate (0);
  copies_fun = NULL;
  return removed;
}
