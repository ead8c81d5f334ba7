/* The vls pass: runs after the vectorizer and replaces groups of
   adjacent gathers with contiguous loads and shuffles, and groups of
   adjacent scatters with shuffles and contiguous stores
   (vls_scatters.cc).

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include "gcc_compat.h"
#include "plugin_options.h"
#include "eligibility.h"
#include "loop_info.h"
#include "unit_notes.h"
#include "vls_pass.h"
#include "vls_dump.h"
#include "vls_emit.h"
#include "vls_scatters.h"
#include "soa_undo.h"

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
     rewrites the vectorizer did not use are undone here even when the
     grouping is off.  */
  bool gate (function *fun) final override
  {
    vshape_unit_saw_loops (name);
    return vshape_vectorizer_runs_p (fun)
	   && (vshape_opts.vls != VLS_OFF || soa_rewrites_in (fun));
  }

  unsigned int execute (function *fun) final override;
};

/* What SEQ is made of, e.g. "4 loads + 2 shuffles" or "2 wider gathers
   + 2 shuffles": contiguous loads, gathers of whole spans, and the
   instructions that move elements (concats and shuffles).  */
std::string
describe_instrs (const vs_vls_sequence &seq)
{
  unsigned loads = 0, gathers = 0, shuffles = 0;
  for (unsigned i = 0; i < seq.ninstrs; i++)
    if (seq.instrs[i].kind != VS_VLS_INSTR_LOAD)
      shuffles++;
    else if (seq.instrs[i].nlanes > 1)
      gathers++;
    else
      loads++;
  std::string s;
  if (loads || !gathers)
    s = std::to_string (loads) + " loads + ";
  if (gathers)
    s += std::to_string (gathers) + " wider gathers + ";
  return s + std::to_string (shuffles) + " shuffles";
}

/* Build, cost and (when allowed and cheaper) emit the sequence of GROUP
   number ID; say what happened in the dump and in a remark.  */
void
rewrite_group (vec<vls_gather> &gathers, const vs_vls_memref *memrefs,
	       const unsigned *memref_gather, const vs_vls_client *client,
	       unsigned id, const vs_vls_group &group, bitmap dead)
{
  vs_vls_sequence seq;
  vs_vls_graph graph;
  vs_vls_status st = vs_vls_get_sequence (memrefs, &group, client, &seq,
					    &graph);
  if (st != VS_VLS_OK)
    {
      if (dump_file)
	fprintf (dump_file, ";; vls: group %u: not rewritten: %s\n", id,
		 vs_vls_status_name (st));
      return;
    }
  if (dump_file)
    {
      fprintf (dump_file, ";; vls: group %u: graph\n", id);
      vs_vls_graph_print (&graph, dump_file);
      if (dump_flags & TDF_DETAILS)
	vs_vls_graph_print_dot (&graph, dump_file);
      fprintf (dump_file, ";; vls: group %u: sequence\n", id);
      vs_vls_sequence_print (&seq, dump_file);
      fprintf (dump_file, ";; vls: group %u: cost: gathers %" PRId64
	       ", sequence %" PRId64 "\n", id, seq.old_cost, seq.new_cost);
    }
  vs_vls_graph_free (&graph);

  const char *reason = NULL;
  if (vshape_opts.vls != VLS_FORCE && seq.new_cost >= seq.old_cost)
    reason = "the sequence costs more than the gathers";
  else
    vls_emit_group (gathers, memref_gather, &group, &seq, dead, &reason);
  std::string what = describe_instrs (seq);
  if (reason)
    {
      if (dump_file)
	fprintf (dump_file, ";; vls: group %u: not rewritten: %s\n", id,
		 reason);
    }
  else
    {
      if (dump_file)
	fprintf (dump_file, ";; vls: group %u: rewritten: %u gathers -> %s\n",
		 id, group.nmembers, what.c_str ());
      const vls_gather &anchor = gathers[memref_gather[group.members[0]]];
      if (dump_enabled_p ())
	dump_printf_loc (MSG_OPTIMIZED_LOCATIONS, anchor.stmt,
			 "vls: %u gathers -> %s\n", group.nmembers,
			 what.c_str ());
    }
  vs_vls_sequence_free (&seq);
}

/* Why memref M of MEMREFS is in no group: no other gather is at a
   constant distance, or none of those may move, or no group with it
   was cheaper than its gathers.  */
const char *
why_ungrouped (const vec<vs_vls_memref> &memrefs, unsigned m,
	       const vs_vls_client *client)
{
  bool adjacent = false;
  for (unsigned o = 0; o < memrefs.length (); o++)
    {
      int64_t dist;
      if (o == m
	  || !client->const_distance (client->data, &memrefs[m], &memrefs[o],
				      &dist))
	continue;
      adjacent = true;
      if (memrefs[m].masked != memrefs[o].masked
	  || (memrefs[m].masked
	      && !client->same_mask (client->data, &memrefs[m], &memrefs[o])))
	continue;
      const vs_vls_memref *first = &memrefs[MIN (m, o)];
      const vs_vls_memref *later = &memrefs[MAX (m, o)];
      if (client->can_move_to (client->data, later, first))
	return vshape_opts.vls == VLS_FORCE
	       ? "no legal group (span wider than a vector register)"
	       : "no group cheaper than its gathers";
    }
  if (adjacent && memrefs[m].masked)
    return "no adjacent gather under the same mask, or a store or call "
	   "between may alias it";
  return adjacent ? "a store or call between may alias it"
		  : "no adjacent gather";
}

/* Find the gathers of BB, group them and rewrite the groups.  */
void
process_block (basic_block bb, bitmap dead)
{
  auto_vec<vls_gather> gathers;
  vls_find_gathers (bb, &gathers);
  if (gathers.is_empty ())
    return;

  if (dump_file)
    for (unsigned i = 0; i < gathers.length (); i++)
      vls_dump_gather (dump_file, i, gathers[i]);
  vls_client_ctx ctx;
  auto_vec<vs_vls_memref> memrefs;
  auto_vec<unsigned> memref_gather;
  vls_make_memrefs (&gathers, &ctx, &memrefs, &memref_gather);
  if (memrefs.length () < 2)
    return;

  vs_vls_client client;
  vls_client_init (&client, &ctx);
  vs_vls_grouping grouping;
  vs_vls_status st
    = vs_vls_get_groups (memrefs.address (), memrefs.length (), &client,
			  vshape_opts.vls == VLS_FORCE
			  ? VS_VLS_GROUPING_GREEDY : VS_VLS_GROUPING_BY_COST,
			  &grouping);
  if (st != VS_VLS_OK)
    {
      if (dump_file)
	fprintf (dump_file, ";; vls: no groups: %s\n",
		 vs_vls_status_name (st));
      return;
    }
  if (dump_file)
    for (unsigned m = 0; m < memrefs.length (); m++)
      if (grouping.group_of[m] < 0)
	fprintf (dump_file, ";; vls: gather %u: not grouped: %s\n",
		 memref_gather[m], why_ungrouped (memrefs, m, &client));
  for (unsigned k = 0; k < grouping.ngroups; k++)
    {
      if (dump_file)
	vls_dump_group (dump_file, k, grouping.groups[k],
			memref_gather.address ());
      rewrite_group (gathers, memrefs.address (), memref_gather.address (),
		     &client, k, grouping.groups[k], dead);
    }
  vs_vls_grouping_free (&grouping);
}

unsigned int
vls_pass::execute (function *fun)
{
  soa_undo_unused (fun);
  if (vshape_opts.vls == VLS_OFF)
    return 0;
  calculate_dominance_info (CDI_DOMINATORS);
  auto_bitmap dead;
  for (auto loop : loops_list (fun, 0))
    {
      if (dump_file)
	fprintf (dump_file, ";; vls: loop %d at %s, depth %d\n", loop->num,
		 vshape_loop_position (loop).c_str (), loop_depth (loop));
      basic_block *bbs = get_loop_body (loop);
      for (unsigned i = 0; i < loop->num_nodes; i++)
	if (bbs[i]->loop_father == loop)
	  {
	    process_block (bbs[i], dead);
	    vls_process_scatters (bbs[i], dead);
	  }
      free (bbs);
    }
  simple_dce_from_worklist (dead);
  return 0;
}

} // namespace

opt_pass *
make_vls_pass (gcc::context *ctxt)
{
  return new vls_pass (ctxt);
}
