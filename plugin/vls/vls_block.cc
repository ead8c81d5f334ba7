/* One driver for both directions: a block's gathers and its scatters go
   through the same steps (find, dump, group, build, decide); only the
   server's grouping and sequence calls and the emitter depend on the
   direction.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include "gcc_compat.h"
#include "vls_block.h"
#include "vls_priced.h"
#include "vls_decide.h"
#include "vls_dump.h"
#include "vls_emit.h"
#include "vls_emit_store.h"
#include "omp_simd_arrays.h"
#include "x86_costs.h"

namespace {

/* One direction's accesses of a block, as memrefs of the server.  */
struct block_accesses
{
  vls_direction dir;
  auto_vec<vls_access> accesses;
  vls_client_ctx ctx;
  auto_vec<vs_vls_memref> memrefs;
  auto_vec<unsigned> memref_access;	/* memref -> index in ACCESSES */
  vs_vls_client client;
};

/* Say in a missed remark that access A is left alone, and why.  */
void
remark_alone (const vls_access &a, const char *reason)
{
  if (dump_enabled_p ())
    dump_printf_loc (MSG_MISSED_OPTIMIZATION, a.stmt,
		     "vls: %s left alone: %s\n", vls_access_noun (a.dir),
		     reason);
}

/* Why gather memref M of B is in no group: no other gather is at a
   constant distance, or none of those may move, or no group with it
   was cheaper than its gathers (or, ignoring cost, legal).  */
const char *
why_gather_ungrouped (const block_accesses &b, unsigned m,
		      const vls_policy &policy)
{
  const vec<vs_vls_memref> &memrefs = b.memrefs;
  const vs_vls_client *client = &b.client;
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
	return policy.ignore_cost
	       ? "no legal group (span wider than a vector register)"
	       : "no group cheaper than its gathers";
    }
  if (adjacent && memrefs[m].masked)
    return "no adjacent gather under the same mask, or a store or call "
	   "between may alias it";
  return adjacent ? "a store or call between may alias it"
		  : "no adjacent gather";
}

/* Report memref M of B, in no group, for REASON: a dump line and, with
   REMARK, a missed remark.  */
void
report_ungrouped (const block_accesses &b, unsigned m, const char *reason,
		  const vls_policy &policy, bool remark = true)
{
  unsigned a = b.memref_access[m];
  const vls_access &g = b.accesses[a];
  if (policy.dump)
    fprintf (policy.dump, ";; vls: %s %u: not grouped: %s\n",
	     vls_access_noun (b.dir), a, reason);
  if (policy.dump && b.dir == VLS_READS
      && vls_cost_client_priced_p (g.stmt, g.lanes))
    fprintf (policy.dump, ";; vls: gather %u: priced as a group by the cost "
	     "client\n", a);
  if (remark)
    remark_alone (g, reason);
}

/* Whether memref M of B, in no group, is a gather instruction the pass
   may replace by the loads of its lanes alone: unmasked, and not GCC's
   emulation (which is such loads already).  */
bool
lone_candidate_p (const block_accesses &b, unsigned m)
{
  const vls_access &a = b.accesses[b.memref_access[m]];
  return b.dir == VLS_READS && !a.masked && a.kind != VLS_GATHER_EMULATED;
}

/* The dump lines of a built group NAME: its graph (and, with details, its
   DOT form for gathers), its sequence and both costs.  GRAPH is the
   gather group's graph, NULL for a store group.  */
void
dump_built_group (const block_accesses &b, const std::string &name,
		  const vs_vls_graph *graph,
		  const vs_vls_store_group *store_group,
		  const vs_vls_sequence &seq, const vls_policy &policy)
{
  FILE *f = policy.dump;
  if (!f)
    return;
  fprintf (f, ";; vls: %s: graph\n", name.c_str ());
  if (graph)
    {
      vs_vls_graph_print (graph, f);
      if (policy.details)
	vs_vls_graph_print_dot (graph, f);
    }
  else
    vs_vls_store_graph_print (b.memrefs.address (), store_group, f);
  fprintf (f, ";; vls: %s: sequence\n", name.c_str ());
  vs_vls_sequence_print (&seq, f);
  fprintf (f, ";; vls: %s: cost: %ss %" PRId64 ", sequence %" PRId64 "\n",
	   name.c_str (), vls_access_noun (b.dir), seq.old_cost, seq.new_cost);
}

/* What an emitter needs: the block's accesses, the group and its
   sequence, and where the dead names go.  */
struct emit_job
{
  block_accesses *b;
  const vs_vls_group *group;
  const vs_vls_store_group *store_group;
  const vs_vls_sequence *seq;
  bitmap dead;
};

/* The emitter of a gather group: loads and shuffles for its gathers.  */
bool
emit_gather_group (void *data, const char **reason)
{
  emit_job *j = (emit_job *) data;
  return vls_emit_group (j->b->accesses, j->b->memref_access.address (),
			 j->group, j->seq, j->dead, reason);
}

/* The emitter of a store group: shuffles and per-lane stores for its
   scatters.  */
bool
emit_scatter_group (void *data, const char **reason)
{
  emit_job *j = (emit_job *) data;
  return vls_emit_store_group (j->b->accesses,
			       j->b->memref_access.address (),
			       j->store_group, j->seq, j->dead, reason);
}

/* Build the sequence of group ID of B (GROUP for gathers, STORE_GROUP
   for scatters; with LONE, GROUP is gather ID alone), dump it and take
   the decision: true when the group was rewritten.  */
bool
settle_group (block_accesses &b, unsigned id, const vs_vls_group *group,
	      const vs_vls_store_group *store_group, const vls_policy &policy,
	      bitmap dead, bool lone = false)
{
  vs_vls_sequence seq;
  vs_vls_graph graph;
  vs_vls_status st
    = group ? vs_vls_get_sequence (b.memrefs.address (), group, &b.client,
				   &seq, &graph)
	    : vs_vls_get_store_sequence (b.memrefs.address (), store_group,
					 &b.client, &seq);
  unsigned first = group ? group->members[0] : store_group->memrefs[0][0];
  const vls_access &lead = b.accesses[b.memref_access[first]];
  unsigned naccesses = group ? group->nmembers
			     : store_group->nmembers * store_group->nparts;
  bool priced = group && vls_cost_client_priced_p (lead.stmt, lead.lanes);
  vls_candidate c = { b.dir, id, naccesses, &seq, lead.stmt, priced, lone };
  if (st != VS_VLS_OK)
    {
      vls_report_not_rewritten (policy, c, vs_vls_status_name (st));
      return false;
    }
  dump_built_group (b, vls_candidate_name (c), group ? &graph : NULL,
		    store_group, seq, policy);
  if (group)
    vs_vls_graph_free (&graph);
  emit_job job = { &b, group, store_group, &seq, dead };
  bool done = vls_decide (policy, c,
			  group ? emit_gather_group : emit_scatter_group,
			  &job);
  vs_vls_sequence_free (&seq);
  return done;
}

/* The array soa/ made that gather A reads, or NULL_TREE.  The loop
   writes each of its elements before it reads it, so the gather loads
   what stores of the same iteration left: at -march=haswell an AMD Zen
   4 ran such a loop (bench private_histogram) 0.60 times as fast as
   stock's scalar loop, and 1.22 to 1.27 times faster with the lanes'
   loads.  */
tree
soa_rows_gathered (const vls_access &a)
{
  if (TREE_CODE (a.base) != ADDR_EXPR)
    return NULL_TREE;
  tree decl = TREE_OPERAND (a.base, 0);
  return vshape_soa_array_p (decl) ? decl : NULL_TREE;
}

/* Gather memref M of B alone: its lanes' loads replace it where they
   cost less (or always under vls=force, and where it reads rows of a
   SOA private at a tuning that serves AMD's CPUs); else the missed
   remark says why it was left, REASON (why it is in no group) and its
   price.  */
void
settle_lone_gather (block_accesses &b, unsigned m, const char *reason,
		    const vls_policy &policy, bitmap dead)
{
  unsigned a = b.memref_access[m];
  vls_policy lone_policy = policy;
  tree rows = soa_rows_gathered (b.accesses[a]);
  if (rows && !x86_tuning_for_intel_only () && !policy.ignore_cost)
    {
      lone_policy.ignore_cost = true;
      if (policy.dump)
	fprintf (policy.dump, ";; vls: lone gather %u: reads %s, rows of a "
		 "SOA private the loop has just written: its lanes' loads "
		 "whatever the prices (AMD's CPUs gather such rows slower "
		 "than scalar code)\n", a,
		 IDENTIFIER_POINTER (DECL_NAME (rows)));
    }
  vs_vls_group lone;
  bool done = false;
  if (vs_vls_make_group (b.memrefs.address (), &m, 1, &b.client, &lone)
      == VS_VLS_OK)
    done = settle_group (b, a, &lone, NULL, lone_policy, dead, true);
  if (!done)
    {
      std::string why = std::string (reason)
			+ "; alone, the loads of its lanes cost more";
      remark_alone (b.accesses[a], why.c_str ());
    }
}

/* Group the gathers of B and settle each group.  */
void
rewrite_gathers (block_accesses &b, const vls_policy &policy, bitmap dead)
{
  vs_vls_grouping grouping;
  vs_vls_status st
    = vs_vls_get_groups (b.memrefs.address (), b.memrefs.length (),
			  &b.client, policy.method, &grouping);
  if (st != VS_VLS_OK)
    {
      if (policy.dump)
	fprintf (policy.dump, ";; vls: no groups: %s\n",
		 vs_vls_status_name (st));
      return;
    }
  auto_vec<const char *> why;
  why.safe_grow_cleared (b.memrefs.length ());
  for (unsigned m = 0; m < b.memrefs.length (); m++)
    if (grouping.group_of[m] < 0)
      {
	why[m] = why_gather_ungrouped (b, m, policy);
	report_ungrouped (b, m, why[m], policy, !lone_candidate_p (b, m));
      }
  for (unsigned k = 0; k < grouping.ngroups; k++)
    {
      if (policy.dump)
	vls_dump_group (policy.dump, k, grouping.groups[k],
			b.memref_access.address ());
      settle_group (b, k, &grouping.groups[k], NULL, policy, dead);
    }
  for (unsigned m = 0; m < b.memrefs.length (); m++)
    if (grouping.group_of[m] < 0 && lone_candidate_p (b, m))
      settle_lone_gather (b, m, why[m], policy, dead);
  vs_vls_grouping_free (&grouping);
}

/* Group the scatters of B and settle each group.  */
void
rewrite_scatters (block_accesses &b, const vls_policy &policy, bitmap dead)
{
  vs_vls_store_grouping grouping;
  vs_vls_status st
    = vs_vls_get_store_groups (b.memrefs.address (), b.memrefs.length (),
				&b.client, &grouping);
  if (st != VS_VLS_OK)
    {
      if (policy.dump)
	fprintf (policy.dump, ";; vls: no store groups: %s\n",
		 vs_vls_status_name (st));
      return;
    }
  for (unsigned m = 0; m < b.memrefs.length (); m++)
    if (grouping.why[m] != VS_VLS_STORE_GROUPED)
      report_ungrouped (b, m, vs_vls_store_why_text (grouping.why[m]),
			policy);
  for (unsigned k = 0; k < grouping.ngroups; k++)
    {
      if (policy.dump)
	vls_dump_store_group (policy.dump, k, grouping.groups[k],
			      b.memref_access.address ());
      settle_group (b, k, NULL, &grouping.groups[k], policy, dead);
    }
  vs_vls_store_grouping_free (&grouping);
}

/* Find, dump and rewrite the accesses of BB in direction DIR.  */
void
rewrite_direction (basic_block bb, vls_direction dir,
		   const vls_policy &policy, bitmap dead)
{
  block_accesses b;
  b.dir = dir;
  if (dir == VLS_READS)
    vls_find_gathers (bb, &b.accesses);
  else
    vls_find_scatters (bb, &b.accesses);
  if (b.accesses.is_empty ())
    return;
  for (unsigned i = 0; i < b.accesses.length (); i++)
    {
      if (policy.dump)
	vls_dump_access (policy.dump, i, b.accesses[i]);
      if (b.accesses[i].refusal)
	remark_alone (b.accesses[i], b.accesses[i].refusal);
    }
  vls_make_memrefs (&b.accesses, &b.ctx, &b.memrefs, &b.memref_access);
  if (b.memrefs.is_empty ())
    return;
  vls_client_init (&b.client, &b.ctx);
  if (dir == VLS_READS)
    rewrite_gathers (b, policy, dead);
  else
    rewrite_scatters (b, policy, dead);
}

} // namespace

void
vls_rewrite_block (basic_block bb, const vls_policy &policy, bitmap dead)
{
  rewrite_direction (bb, VLS_READS, policy, dead);
  rewrite_direction (bb, VLS_WRITES, policy, dead);
}
