/* The vls pass: runs after the vectorizer, undoes the SOA rewrites the
   vectorizer did not use (soa/soa_undo.cc), then replaces groups of
   adjacent gathers with contiguous loads and shuffles, and groups of
   adjacent scatters with shuffles and contiguous stores, block by block
   (vls/vls_block.cc) under the policy the options give, and rebuilds
   the transposes of interleaved loads and stores
   (vls/vls_transpose_rebuild.cc).

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include "gcc_compat.h"
#include "plugin_options.h"
#include "eligibility.h"
#include "loop_info.h"
#include "unit_notes.h"
#include "cost_profile_use.h"
#include "vls_pass.h"
#include "vls_block.h"
#include "vls_table_lookup.h"
#include "cost_client.h"
#include "cost_notes.h"
#include "unpriced_loops.h"
#include "gather_advice.h"
#include "vls_scalar_lanes.h"
#include "vls_transpose_rebuild.h"
#include "vls_gather_merge.h"
#include "soa_undo.h"
#include "pred_undo.h"
#include "pred_sum_selects.h"
#include "promote_loop.h"
#include "distinct_loop.h"
#include "promote_simd_arrays.h"
#include "vls_wide_index.h"
#include "function_changes.h"

namespace {

const pass_data vls_pass_data = {
  GIMPLE_PASS,
  "vls",
  OPTGROUP_VEC,
  TV_NONE,
  PROP_cfg | PROP_ssa,
  0, 0, 0, 0
};

class vls_pass : public gimple_opt_pass
{
public:
  vls_pass (gcc::context *ctxt)
    : gimple_opt_pass (vls_pass_data, ctxt)
  {}

  /* GCC runs the loop pipeline only on functions with loops.  SOA
     rewrites and predication the vectorizer did not use are undone here
     even when the grouping is off, and omp simd sums kept in
     registers.  */
  bool gate (function *fun) final override
  {
    vshape_unit_saw_loops (name);
    return vshape_vectorizer_runs_p (fun)
	   && (vshape_opts.vls != VLS_OFF || soa_rewrites_in (fun)
	       || pred_rewrites_in (fun) || promote_scalar_loops_in (fun)
	       || distinct_copies_in (fun)
	       || (vshape_opts.promote != PROMOTE_OFF
		   && vshape_simd_arrays_in (fun)));
  }

  unsigned int execute (function *fun) final override;

private:
  unsigned int rewrite (function *fun);
};

/* The policy of this run of the pass (or of the cost client), from the
   plugin's options.  */
vls_policy
policy_from_options ()
{
  vls_policy policy;
  policy.ignore_cost = vshape_opts.vls == VLS_FORCE;
  policy.method = policy.ignore_cost ? VS_VLS_GROUPING_GREEDY
				     : VS_VLS_GROUPING_BY_COST;
  policy.dump = dump_file;
  policy.details = dump_file && (dump_flags & TDF_DETAILS);
  return policy;
}

/* The undos, the notes of the cost client, the rewrites, the checked
   copies that still scatter, the omp simd arrays kept in registers, the
   selects their predicated sums no longer need; then the line that says whether the plugin changed FUN.  */
unsigned int
vls_pass::execute (function *fun)
{
  unsigned todo = rewrite (fun);
  if (distinct_weigh_scatters (fun, dump_file))
    todo |= TODO_cleanup_cfg;
  if (vshape_opts.promote != PROMOTE_OFF
      && vshape_keep_simd_arrays (fun, vshape_opts.promote == PROMOTE_ON,
				  dump_file))
    vshape_note_change (fun, VSHAPE_CHANGE_PROMOTE);
  /* The sums kept in registers lose their predication's selects.  */
  if (vshape_opts.predicate == PREDICATE_ON
      && pred_drop_sum_selects (fun, dump_file))
    vshape_note_change (fun, VSHAPE_CHANGE_PREDICATE);
  vshape_report_changes (fun, dump_file);
  return todo;
}

unsigned int
vls_pass::rewrite (function *fun)
{
  promote_release_scalar_loops (fun);
  soa_undo_unused (fun);
  unsigned todo = pred_undo_unused (fun) ? TODO_cleanup_cfg : 0;
  if (distinct_settle_copies (fun, dump_file))
    todo |= TODO_cleanup_cfg;
  const char *profile = vshape_profile_in_use ();
  if (dump_file && profile)
    fprintf (dump_file, ";; vls: x86 costs corrected by the profile %s\n",
	     profile);
  vls_cost_client_flush (fun, dump_file);
  vls_report_unpriced_loops (fun, dump_file);
  vls_remark_gather_advice (fun);
  if (vshape_opts.vls == VLS_OFF)
    return todo;
  vls_restore_scalar_indices (fun, dump_file);
  const vls_policy policy = policy_from_options ();
  calculate_dominance_info (CDI_DOMINATORS);
  vls_forget_tables ();
  auto_bitmap dead;
  unsigned merged = 0;
  for (auto loop : loops_list (fun, 0))
    {
      if (dump_file)
	fprintf (dump_file, ";; vls: loop %d at %s, depth %d\n", loop->num,
		 vshape_loop_position (loop).c_str (), loop_depth (loop));
      vshape_visit_own_blocks (loop, [&] (basic_block bb) {
	vls_keep_tables_in_registers (bb, dead, dump_file);
	vls_rewrite_block (bb, policy, dead);
	vls_rebuild_transposes (bb, dead, dump_file);
	merged += vls_merge_gather_selects (bb, dump_file);
      });
    }
  bool rewrote = !bitmap_empty_p (dead) || merged;
  simple_dce_from_worklist (dead);
  /* The extractions left, GCC's and the groups', once the replaced
     gathers' are gone.  */
  auto_bitmap unused;
  for (auto loop : loops_list (fun, 0))
    vshape_visit_own_blocks (loop, [&] (basic_block bb) {
      vls_scalarize_lanes (bb, unused, dump_file);
    });
  rewrote |= !bitmap_empty_p (unused);
  simple_dce_from_worklist (unused);
  if (rewrote)
    vshape_note_change (fun, VSHAPE_CHANGE_VLS);
  return todo;
}

} // namespace

opt_pass *
make_vls_pass (gcc::context *ctxt)
{
  return new vls_pass (ctxt);
}

void
vls_maybe_install_cost_client ()
{
  if (vshape_opts.vls_cost
      && (vshape_opts.vls != VLS_OFF
	  || vshape_opts.predicate == PREDICATE_ON))
    vls_cost_client_install (policy_from_options (),
			     vshape_opts.vls != VLS_OFF);
}
