/* The vshape pass: runs before if-conversion, so branches are still
   branches, and reports the shape of every value of each loop the
   vectorizer will look at; then, on those shapes, runs the SOA client
   (soa/soa_client.cc) on the loop's private arrays.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include "gcc_compat.h"
#include "plugin_options.h"
#include "eligibility.h"
#include "loop_info.h"
#include "unit_notes.h"
#include "vshape_pass.h"
#include "shape_dump.h"
#include "soa_client.h"
#include "promote_loop.h"
#include "pred_client.h"
#include "distinct_loop.h"
#include "cost_client.h"
#include "scatter_tuning.h"
#include "vls_narrow_index.h"
#include "vls_wide_index.h"
#include "function_changes.h"

namespace {

const pass_data vshape_pass_data = {
  GIMPLE_PASS,
  "vshape",
  OPTGROUP_VEC,
  TV_NONE,
  PROP_cfg | PROP_ssa,
  0, 0, 0, 0
};

class vshape_pass : public gimple_opt_pass
{
public:
  vshape_pass (gcc::context *ctxt)
    : gimple_opt_pass (vshape_pass_data, ctxt)
  {}

  /* GCC runs the loop pipeline only on functions with loops.  The SOA
     analysis needs the shapes: da=off turns it off too.  */
  bool gate (function *fun) final override
  {
    vshape_unit_saw_loops (name);
    return vshape_opts.da && vshape_vectorizer_runs_p (fun);
  }

  unsigned int execute (function *fun) final override;
};

/* Whether the vectorizer treats LOOP as a loop of its own: an innermost
   loop, or one the source marks for vectorization (omp simd, ivdep).  */
bool
candidate_loop_p (class loop *loop)
{
  return !loop->inner || loop->safelen > 1 || loop->force_vectorize;
}

int
compare_loop_num (const void *a, const void *b)
{
  int x = (*(class loop *const *) a)->num;
  int y = (*(class loop *const *) b)->num;
  return x < y ? -1 : x > y;
}

/* The SOA policy of this run of the pass, from the plugin's options.  */
soa_policy
soa_policy_from_options ()
{
  soa_policy policy;
  policy.analyse = vshape_opts.soa != SOA_OFF;
  policy.rewrite = vshape_opts.soa == SOA_ON;
  return policy;
}

/* The predication policy of this run of the pass.  */
pred_policy
pred_policy_from_options ()
{
  pred_policy policy;
  policy.analyse = vshape_opts.predicate != PREDICATE_OFF;
  policy.rewrite = vshape_opts.predicate == PREDICATE_ON;
  policy.cost_checked = vls_cost_client_installed_p ();
  return policy;
}

/* Analyses LOOP, writes its section of the dump and runs the SOA client
   under SOA and predication under PRED; ORDER as for loop_shapes.  */
void
analyse_loop (class loop *loop, const vec<int> &order, const soa_policy &soa,
	      const pred_policy &pred)
{
  loop_shapes shapes (loop, order);
  FILE *f = dump_file;
  if (f)
    vshape_dump_heading (f, shapes);
  vshape_trace_sink sink;
  vshape_trace_sink_init (&sink, f, shapes);
  bool traced = f && (dump_flags & TDF_DETAILS);
  if (!shapes.analyse (traced ? &sink.trace : NULL))
    {
      if (f)
	fprintf (f, ";; not analysed: %s\n\n", shapes.failure ());
      return;
    }
  if (f)
    vshape_dump_shapes (f, shapes);
  vshape_soa_loop (shapes, soa);
  vshape_predicate_loop (shapes, pred);
}

unsigned int
vshape_pass::execute (function *fun)
{
  promote_policy promote;
  promote.analyse = vshape_opts.promote != PROMOTE_OFF;
  promote.rewrite = vshape_opts.promote == PROMOTE_ON;
  promote.dump = dump_file;
  unsigned promoted = vshape_promote_function (fun, promote);
  if (promoted)
    vshape_note_change (fun, VSHAPE_CHANGE_PROMOTE);
  distinct_policy distinct;
  distinct.analyse = vshape_opts.distinct != DISTINCT_OFF;
  distinct.rewrite = vshape_opts.distinct == DISTINCT_ON;
  distinct.where_paid = vshape_opts.distinct == DISTINCT_AUTO;
  distinct.scatters_closed = vls_scatter_tuning_closes_p ();
  distinct.dump = dump_file;
  unsigned versioned = vshape_distinct_function (fun, distinct);
  if (versioned)
    vshape_note_change (fun, VSHAPE_CHANGE_DISTINCT);

  auto_vec<class loop *> candidates;
  for (auto loop : loops_list (fun, 0))
    if (candidate_loop_p (loop))
      candidates.safe_push (loop);
  candidates.qsort (compare_loop_num);

  auto_vec<int> rpo, order;
  rpo.safe_grow (n_basic_blocks_for_fn (fun));
  int n = pre_and_rev_post_order_compute_fn (fun, NULL, rpo.address (),
					     false);
  order.safe_grow_cleared (last_basic_block_for_fn (fun));
  for (int i = 0; i < n; i++)
    order[rpo[i]] = i;

  const soa_policy soa = soa_policy_from_options ();
  const pred_policy pred = pred_policy_from_options ();
  for (class loop *loop : candidates)
    {
      if (vshape_opts.vls != VLS_OFF && !loop->inner)
	{
	  if (vls_keep_indices_narrow (loop, dump_file)
	      + vls_widen_table_indices (loop, dump_file))
	    vshape_note_change (fun, VSHAPE_CHANGE_INDEX);
	}
      analyse_loop (loop, order, soa, pred);
    }
  return promoted || versioned ? TODO_cleanup_cfg : 0;
}

} // namespace

opt_pass *
make_vshape_pass (gcc::context *ctxt)
{
  return new vshape_pass (ctxt);
}
