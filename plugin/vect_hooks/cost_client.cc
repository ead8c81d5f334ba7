/* The cost client: a vector_costs that wraps the target's.  Every entry
   goes to the target's own costs, which so price the loop as stock GCC
   does.  The client also groups the loop's gathers as the vls pass will
   (the server's decision, vls_group_pays) and, for each group the pass
   will rewrite, adds up the target's price of the entries of its
   gathers; when the target finishes, that price gives way to the
   group's: its sequence of loads, shuffles and index extractions priced
   in the target's own cost kinds, never above the gathers' price; a
   gather left alone that reads through a group's index loses the price
   of its index extractions, which the group's sequence makes.  A close
   call between the vector and the scalar loop that only the groups
   would turn is left as the target priced it.

   A loop that predication made vectorizable (it holds guards and
   selects) is held to more, since the target's tables price reads
   through an index far too low on some CPUs: with each such element
   priced several loads dearer, its vector body must come under the
   close-call line of the scalar loop.  Otherwise the client prices the
   body as dear as the scalar loop, the vectorizer leaves it scalar and
   the vls pass takes the rewrite back.

   finish_cost is a list of adjustments, each in its own file:
   group_prices.cc, scalar_left_out.cc, predicated_check.cc,
   scatter_refusal.cc, and cost_notes.cc for the vls dump's note.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include "gcc_compat.h"
#include "cost_client.h"
#include "cost_client_impl.h"
#include "gcc11_cost_hooks.h"
#include "pred_marks.h"
#include "function_changes.h"

namespace vect_hooks {

vector_costs *(*target_create_costs) (vec_info *, bool);
vls_policy client_policy;
bool client_groups;

vls_vector_costs::vls_vector_costs (vec_info *vinfo, bool costing_for_scalar)
  : vector_costs (vinfo, costing_for_scalar),
    m_target (target_create_costs (vinfo, costing_for_scalar)),
    m_loop (costing_for_scalar ? NULL : dyn_cast<loop_vec_info> (vinfo)),
    m_sizes_done (0), m_regrouped (false), m_rewritten (0),
    m_rewritten_groups (0), m_ngathers (0), m_table_reads (0),
    m_scatter_lanes (0)
{
}

vls_vector_costs::~vls_vector_costs ()
{
  delete m_target;
}

unsigned int
vls_vector_costs::add_stmt_cost (int count, vect_cost_for_stmt kind,
				 stmt_vec_info stmt_info, slp_tree node,
				 tree vectype, int misalign,
				 vect_cost_model_location where)
{
  /* The guards and selects of predication are not in the program's
     loop: the scalar cost the vector body must beat is that loop's.  */
  if (m_costing_for_scalar && stmt_info && pred_added_stmt_p (stmt_info->stmt))
    return 0;
  if (m_costing_for_scalar && stmt_info)
    {
      m_scalar_priced.add (stmt_info->stmt);
      m_scalar_priced.add (vect_orig_stmt (stmt_info)->stmt);
    }
  unsigned price = m_target->add_stmt_cost (count, kind, stmt_info, node,
					    vectype, misalign, where);
  note_scatter (stmt_info, node, vectype, where);
  priced_group *g;
  unsigned elem_size = 0;
  gimple *gather = gather_of_entry (kind, stmt_info, node, vectype, where,
				    &g, &elem_size);
  if (gather)
    m_indexed.put (gather, elem_size);
  if (gather && kind != vector_gather_load
      && maybe_gt (TYPE_VECTOR_SUBPARTS (vectype), (unsigned) VLS_MAX_LANES))
    m_wide_emulated.add (gather);
  if (gather && g)
    m_indexed_in_groups.add (gather);
  if (g)
    g->gathers += price;
  else if (gather && kind == vec_to_scalar)
    m_lone_extractions.get_or_insert (gather) += price;
  return price;
}

/* The target finishes its costs; then the adjustments, in order: each
   priced group replaces the price of its gathers by the target's price
   of its sequence (even where the target prices the gathers lower: the
   vector size it then picks ran faster than the one a price below the
   gathers' picked, as bench/RESULTS.md shows), and the lone gathers at a
   group's lane addresses lose their index extractions; the body is
   weighed against the scalar loop with what the target's price of it
   leaves out; a predicated loop must pay with its indexed reads as slow
   as measured; emulated gathers wider than a group, and scatters the
   tuning avoids outside the pass's groups, refuse the loop; the vls
   dump's note.  */
void
vls_vector_costs::finish_cost (const vector_costs *scalar_costs)
{
  const vector_costs *scalar_target
    = scalar_costs ? target_of (scalar_costs) : NULL;
  m_target->finish_cost (scalar_target);
  if (m_costing_for_scalar)
    record_left_out ();
  m_costs[vect_prologue] = m_target->prologue_cost ();
  m_costs[vect_body] = m_target->body_cost ();
  m_costs[vect_epilogue] = m_target->epilogue_cost ();
  VSHAPE_TAKE_COST_SUGGESTIONS (m_target);
  body_verdict v = body_verdict ();
  v.stock = m_costs[vect_body];
  price_with_groups (&v);
  weigh_against_scalar (scalar_costs, &v);
  check_predicated (&v);
  refuse_wide_emulated (&v);
  refuse_ungrouped_scatters (&v);
  note_verdict (v);
  free (v.checked_text);
  if (!m_costing_for_scalar && m_costs[vect_body] != v.stock)
    vshape_note_change (cfun, VSHAPE_CHANGE_COSTS);
  vector_costs::finish_cost (scalar_costs);
  VSHAPE_GIVE_FINAL_COSTS (m_target);
}

namespace {

/* The hook the client puts in the target's place.  */
vector_costs *
create_costs (vec_info *vinfo, bool costing_for_scalar)
{
  return new vls_vector_costs (vinfo, costing_for_scalar);
}

} // namespace

} // namespace vect_hooks

using namespace vect_hooks;

void
vls_cost_client_install (const vls_policy &policy, bool groups)
{
  client_groups = groups;
  client_policy = policy;
  client_policy.dump = NULL;
#if VSHAPE_GCC_MAJOR == 11
  target_create_costs = vshape_gcc11_install_costs (create_costs);
#else
  target_create_costs = targetm.vectorize.create_costs;
  targetm.vectorize.create_costs = create_costs;
#endif
}

bool
vls_cost_client_installed_p ()
{
  return target_create_costs != NULL;
}
