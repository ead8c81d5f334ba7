/* Scatters the tuning avoids, which the vectorizer uses where
   scatter_tuning.cc opened them: the cost client notes each scalar
   store priced as a scatter and refuses a way of vectorizing the loop
   that leaves one out of the groups the vls pass will make of them
   (finish_cost's fifth adjustment).

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include "gcc_compat.h"
#include "cost_client_impl.h"
#include "scatter_tuning.h"
#include "vls_decide.h"

extern "C" {
#include "vls_store.h"
}

namespace vect_hooks {

/* While scatters the tuning avoids are open, note the scalar store the
   entry (STMT_INFO, NODE, VECTYPE, WHERE) prices as a scatter.  */
void
vls_vector_costs::note_scatter (stmt_vec_info stmt_info, slp_tree node,
				tree vectype, vect_cost_model_location where)
{
  if (!m_loop || where != vect_body || !stmt_info || !vectype
      || !VECTOR_TYPE_P (vectype) || !vls_scatters_opened_p ()
      || !vshape_costed_as_gather_p (stmt_info, node))
    return;
  stmt_vec_info orig = vect_orig_stmt (stmt_info);
  data_reference *dr = STMT_VINFO_DATA_REF (orig);
  unsigned HOST_WIDE_INT lanes;
  if (!dr || DR_IS_READ (dr))
    return;
  if (!TYPE_VECTOR_SUBPARTS (vectype).is_constant (&lanes)
      || (!m_scatters.is_empty () && lanes != m_scatter_lanes))
    lanes = 0;
  m_scatter_lanes = lanes;
  m_scatters.add (orig->stmt);
}

/* Whether every scatter noted is in a group the vls pass will make of
   them.  */
bool
vls_vector_costs::scatters_grouped ()
{
  auto_vec<vls_access> accesses;
  if (m_scatter_lanes)
    vls_find_scalar_scatters (m_loop, m_scatters, m_scatter_lanes,
			      &accesses);
  if (accesses.length () != m_scatters.elements ())
    return false;
  vls_client_ctx ctx;
  auto_vec<vs_vls_memref> memrefs;
  auto_vec<unsigned> memref_access;
  vls_make_memrefs (&accesses, &ctx, &memrefs, &memref_access);
  ctx.scalar_lanes = m_scatter_lanes;
  vs_vls_client client;
  vls_client_init (&client, &ctx);
  vs_vls_store_grouping grouping;
  if (memrefs.length () != accesses.length ()
      || vs_vls_get_store_groups (memrefs.address (), memrefs.length (),
				  &client, &grouping) != VS_VLS_OK)
    return false;
  unsigned grouped = 0;
  for (unsigned k = 0; k < grouping.ngroups; k++)
    {
      const vs_vls_store_group &group = grouping.groups[k];
      vs_vls_sequence seq;
      if (vs_vls_get_store_sequence (memrefs.address (), &group, &client,
				     &seq) != VS_VLS_OK)
	continue;
      if (vls_group_pays (client_policy, seq))
	grouped += group.nmembers * group.nparts;
      vs_vls_sequence_free (&seq);
    }
  vs_vls_store_grouping_free (&grouping);
  return grouped == memrefs.length ();
}

/* The refusal of a loop with a scatter in no group: V->scatter_text says
   which way it went.  */
void
vls_vector_costs::refuse_ungrouped_scatters (body_verdict *v)
{
  if (m_loop && !m_scatters.is_empty ())
    {
      bool all = scatters_grouped ();
      v->scatter_text = (all ? "; the scatters the tuning avoids are all in "
			       "groups of the pass's"
			     : "; a scatter the tuning avoids is in no group "
			       "of the pass's: refused");
      if (!all)
	m_costs[vect_body] = INT_MAX;
    }
}

} // namespace vect_hooks
