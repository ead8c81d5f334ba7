/* The cost client's groups: the loop's gathers grouped as the vls pass
   will group them, each group's sequence priced in the target's cost
   kinds, and the vector body with the groups in place of their gathers
   (finish_cost's first adjustment); a loop whose emulated gathers are
   wider than a group is refused.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include "gcc_compat.h"
#include "cost_client_impl.h"
#include "vls_decide.h"
#include "vls_priced.h"
#include "vls_table_lookup.h"

namespace vect_hooks {

namespace {

/* Largest element the client groups, in bytes (one bit each in a
   vls_vector_costs's mask of sizes done).  */
const unsigned max_elem_size = 16;

/* The fraction NUM / DEN of the scalar loop's cost that a 64-byte
   vector body the groups alone bring below it may reach.  x86's
   vectorizer takes the first vector size that beats scalar, widest
   first: a 64-byte body the groups price just under scalar
   (column_triples.f90 under GCC 14 at znver5, 0.99 of it) shuts out
   the 32-byte one the target prices far lower per iteration (0.73),
   and ran 0.91 times as fast (its 16 lane indices come out of two
   512-bit vectors, much of the loop's time: AMD EPYC Zen 5,
   2026-11-27).  Narrower bodies have no such margin: close_call's
   16-byte loop, priced at 0.98 of scalar under GCC 16 at znver5, ran
   1.16 times faster than scalar.  */
const unsigned flip_margin_num = 19, flip_margin_den = 20;

/* The groups of MEMREFS that pay, by the emulated gathers' price the
   vls pass weighs (AS_TABLES false) or by the tables' alone, into
   *GROUPS; false when the server fails.  */
bool
paying_groups (const vec<vs_vls_memref> &memrefs, vls_client_ctx *ctx,
	       bool as_tables, vec<vs_vls_group> *groups)
{
  vs_vls_client client;
  vls_client_init (&client, ctx);
  ctx->emulated_as_tables = as_tables;
  vs_vls_grouping grouping;
  bool ok = vs_vls_get_groups (memrefs.address (), memrefs.length (),
			       &client, client_policy.method, &grouping)
	    == VS_VLS_OK;
  for (unsigned k = 0; ok && k < grouping.ngroups; k++)
    {
      vs_vls_sequence seq;
      if (vs_vls_get_sequence (memrefs.address (), &grouping.groups[k],
			       &client, &seq, NULL) != VS_VLS_OK)
	continue;
      if (vls_group_pays (client_policy, seq))
	groups->safe_push (grouping.groups[k]);
      vs_vls_sequence_free (&seq);
    }
  if (ok)
    vs_vls_grouping_free (&grouping);
  ctx->emulated_as_tables = false;
  return ok;
}

/* Whether the measured price of an emulated gather differs from the
   tables' for one of ACCESSES: only then may the pass's groups differ
   from those the tables' prices make.  */
bool
emulated_corrected_p (const vec<vls_access> &accesses)
{
  for (const vls_access &g : accesses)
    if (g.kind == VLS_GATHER_EMULATED
	&& (x86_cost_group_emulated_gather (g.lanes, g.elem_size)
	    != x86_cost_emulated_gather (g.lanes, g.elem_size)))
      return true;
  return false;
}

/* Whether A and B are the same groups, in the same order.  */
bool
same_groups (const vec<vs_vls_group> &a, const vec<vs_vls_group> &b)
{
  if (a.length () != b.length ())
    return false;
  for (unsigned k = 0; k < a.length (); k++)
    if (a[k].nmembers != b[k].nmembers
	|| memcmp (a[k].members, b[k].members,
		   a[k].nmembers * sizeof a[k].members[0]))
      return false;
  return true;
}

} // namespace

/* The effect of groups that bring the vector body's cost from STOCK to
   GROUPED, NGROUPS of them, when the scalar loop costs SCALAR (HAVE_SCALAR
   false: unknown), in vectors of 64 bytes or more when WIDE.  */
group_effect
effect_of_groups (unsigned ngroups, bool have_scalar, unsigned scalar,
		  unsigned stock, unsigned grouped, bool wide)
{
  if (!have_scalar)
    return NO_SCALAR;
  if (!ngroups)
    return NO_GROUP;
  if (grouped >= scalar)
    return SCALAR_STAYS;
  if (stock < scalar)
    return EITHER_WAY;
  if (wide && (uint64_t) grouped * flip_margin_den
      > (uint64_t) scalar * flip_margin_num)
    return FLIPS_BARELY;
  return FLIPS;
}

extern const char *const effect_text[] = {
  "no scalar cost to compare",
  "no group priced, the costs are the target's",
  "the groups make the vector loop cheaper than scalar",
  "the groups make the 64-byte vector loop cheaper than scalar, but not "
  "by a twentieth: priced as the scalar loop",
  "the vector loop is cheaper than scalar either way",
  "scalar stays cheaper"
};

/* The statement the target prices a group's or a table's instructions
   at: STMT's, when STMT is a load; none for a masked load, whose call
   the target's costs would read as an assignment.  */
stmt_vec_info
vls_vector_costs::priced_at (gimple *stmt) const
{
  return is_gimple_assign (stmt) ? m_loop->lookup_stmt (stmt) : NULL;
}

/* The target's price, COPIES times, of the instructions of SEQ (a
   group's sequence whose first member is AT, each member a gather of
   MEMBER_TYPE): a contiguous load (or one element) per load, a
   permutation per shuffle or concatenation, and the extraction of each
   lane's index.  Asked of a costs object of the target's that nothing
   else uses.  The extractions name no statement: GCC 14's x86 costs
   scale those of a gather's statement by its lane count, as if each
   lane were loaded apart, while the sequence's loads are priced on
   their own (palette_luma kept 8-lane loops under GCC 14 for that, 1.3
   times slower than its 16-lane one).  */
unsigned
vls_vector_costs::sequence_price (const vs_vls_sequence &seq,
				  const vls_client_ctx &ctx, stmt_vec_info at,
				  tree member_type, unsigned copies) const
{
  vector_costs *scratch = target_create_costs (m_vinfo, false);
  unsigned price = 0, lanes_used = 0;
  for (unsigned i = 0; i < seq.ninstrs; i++)
    {
      const vs_vls_instr &in = seq.instrs[i];
      tree elem = in.elem_size <= VLS_MAX_LANES
		  ? ctx.type_of_size[in.elem_size] : NULL_TREE;
      tree vectype = elem ? vls_vector_type (elem, in.nelems) : NULL_TREE;
      if (!vectype || !VECTOR_TYPE_P (vectype))
	vectype = member_type;
      vect_cost_for_stmt kind;
      int misalign = 0;
      if (in.kind == VS_VLS_INSTR_LOAD && in.nelems == 1)
	kind = scalar_load;
      else if (in.kind == VS_VLS_INSTR_LOAD)
	kind = unaligned_load, misalign = DR_MISALIGNMENT_UNKNOWN;
      else
	kind = vec_perm;
      if (in.kind == VS_VLS_INSTR_LOAD && in.lane < 32)
	lanes_used |= 1u << in.lane;
      price += scratch->add_stmt_cost (copies, kind, at, NULL, vectype,
				       misalign, vect_body);
    }
  price += scratch->add_stmt_cost (copies * popcount_hwi (lanes_used),
				   vec_to_scalar, NULL, NULL, member_type, 0,
				   vect_body);
  delete scratch;
  return price;
}

/* The target's price, COPIES times, of the permutation that reads the
   table gather G (a VECTYPE, read as T says) from registers, and of the
   widening of its index where that is narrower than an element.  */
unsigned
vls_vector_costs::table_price (const vls_access &g, const vls_table_read &t,
			       tree vectype, unsigned copies) const
{
  vector_costs *scratch = target_create_costs (m_vinfo, false);
  stmt_vec_info at = priced_at (g.stmt);
  unsigned price = scratch->add_stmt_cost (copies, vec_perm, at, NULL,
					   vectype, 0, vect_body);
  /* The widening of the index, a shuffle-class instruction: priced as a
     permutation where no statement can be named (the target reads a
     promotion's statement).  */
  if (t.widen)
    price += scratch->add_stmt_cost (copies,
				     at ? vec_promote_demote : vec_perm, at,
				     NULL, vectype, 0, vect_body);
  delete scratch;
  return price;
}

/* Take out of ACCESSES, the loop's gathers of VECTYPE, those the vls
   pass reads from small tables in registers (vls_table_lookup.h),
   before it groups the others: each is priced alone, as its
   permutation.  */
void
vls_vector_costs::price_tables (vec<vls_access> *accesses, tree vectype)
{
  unsigned lanes = TYPE_VECTOR_SUBPARTS (vectype).to_constant ();
  unsigned HOST_WIDE_INT vf;
  if (!LOOP_VINFO_VECT_FACTOR (m_loop).is_constant (&vf) || vf < lanes)
    return;
  for (unsigned i = 0; i < accesses->length ();)
    {
      vls_table_read t;
      if (!vls_table_read_p ((*accesses)[i], vectype, &t, NULL))
	{
	  i++;
	  continue;
	}
      priced_group g;
      g.sequence = table_price ((*accesses)[i], t, vectype, vf / lanes);
      g.gathers = 0;
      m_members.put ((*accesses)[i].stmt, m_groups.length ());
      m_groups.safe_push (g);
      m_table_reads++;
      accesses->ordered_remove (i);
    }
}

/* Group the loop's gathers of ELEM_SIZE-byte elements as the vls pass
   will, each as a gather of VECTYPE (its lanes), and keep every group
   the pass will rewrite.  The vector body is priced with the groups the
   tables' prices make: the measured price of emulated gathers chooses
   among groups in a loop GCC vectorizes (the pass's groups, noted for
   it), not between the vector loop and the scalar one.  */
void
vls_vector_costs::price_groups (unsigned elem_size, tree vectype)
{
  unsigned lanes = TYPE_VECTOR_SUBPARTS (vectype).to_constant ();
  auto_vec<vls_access> accesses;
  vls_find_scalar_gathers (m_loop, elem_size, lanes, &accesses);
  m_ngathers += accesses.length ();
  for (unsigned i = 0; i < accesses.length (); i++)
    {
      m_index_of.put (accesses[i].stmt, accesses[i].index[0].root);
      if (accesses[i].kind == VLS_GATHER_EMULATED)
	m_indexed_emulated.add (accesses[i].stmt);
    }
  price_tables (&accesses, vectype);
  vls_client_ctx ctx;
  auto_vec<vs_vls_memref> memrefs;
  auto_vec<unsigned> memref_access;
  vls_make_memrefs (&accesses, &ctx, &memrefs, &memref_access);
  ctx.scalar_lanes = lanes;
  unsigned HOST_WIDE_INT vf;
  if (memrefs.length () < 2
      || !LOOP_VINFO_VECT_FACTOR (m_loop).is_constant (&vf) || vf < lanes)
    return;
  auto_vec<vs_vls_group> rewritten, by_tables;
  if (!paying_groups (memrefs, &ctx, false, &rewritten))
    return;
  /* The groups the vector body is charged with: the tables' own
     partition, where the measured prices could make another.  */
  const vec<vs_vls_group> *charged = &rewritten;
  if (emulated_corrected_p (accesses))
    {
      if (!paying_groups (memrefs, &ctx, true, &by_tables))
	return;
      charged = &by_tables;
    }
  for (const vs_vls_group &group : rewritten)
    for (unsigned i = 0; i < group.nmembers; i++)
      {
	gimple *stmt = accesses[memref_access[group.members[i]]].stmt;
	vls_note_priced_load (stmt, lanes);
	m_rewritten++;
      }
  m_rewritten_groups += rewritten.length ();
  m_regrouped |= !same_groups (rewritten, *charged);
  vs_vls_client client;
  vls_client_init (&client, &ctx);
  for (const vs_vls_group &group : *charged)
    {
      vs_vls_sequence seq;
      if (vs_vls_get_sequence (memrefs.address (), &group, &client, &seq,
			       NULL) != VS_VLS_OK)
	continue;
      gimple *first = accesses[memref_access[group.members[0]]].stmt;
      priced_group g;
      g.sequence = sequence_price (seq, ctx, priced_at (first),
				   vectype, vf / lanes);
      g.gathers = 0;
      for (unsigned i = 0; i < group.nmembers; i++)
	{
	  const vls_access &member = accesses[memref_access[group.members[i]]];
	  m_extracted.safe_push (member.index[0].root);
	  m_members.put (member.stmt, m_groups.length ());
	}
      m_groups.safe_push (g);
      vs_vls_sequence_free (&seq);
    }
}

/* The scalar load whose gather in the loop body the entry (KIND,
   STMT_INFO, NODE, VECTYPE, WHERE) prices part of, when the client
   groups such gathers, else NULL; *GROUP is the priced group of that
   gather, or NULL when it stays alone, and *ELEM_SIZE the size of its
   element.  Groups the gathers of the entry's element size on first
   sight.  */
gimple *
vls_vector_costs::gather_of_entry (vect_cost_for_stmt kind,
				   stmt_vec_info stmt_info, slp_tree node,
				   tree vectype,
				   vect_cost_model_location where,
				   priced_group **group, unsigned *elem_size)
{
  *group = NULL;
  if (!m_loop || where != vect_body || !stmt_info || !vectype
      || !VECTOR_TYPE_P (vectype)
      || (kind != scalar_load && kind != vec_to_scalar
	  && kind != vec_construct && kind != vector_gather_load)
      || !vshape_costed_as_gather_p (stmt_info, node))
    return NULL;
  stmt_vec_info orig = vect_orig_stmt (stmt_info);
  data_reference *dr = STMT_VINFO_DATA_REF (orig);
  if (!dr || !DR_IS_READ (dr)
      || !TYPE_VECTOR_SUBPARTS (vectype).is_constant ()
      || !tree_fits_uhwi_p (TYPE_SIZE_UNIT (TREE_TYPE (DR_REF (dr)))))
    return NULL;
  unsigned size = tree_to_uhwi (TYPE_SIZE_UNIT (TREE_TYPE (DR_REF (dr))));
  if (size == 0 || size > max_elem_size)
    return NULL;
  *elem_size = size;
  if (client_groups && !(m_sizes_done & (1u << size)))
    {
      m_sizes_done |= 1u << size;
      price_groups (size, vectype);
    }
  unsigned *g = m_members.get (orig->stmt);
  *group = g ? &m_groups[*g] : NULL;
  return orig->stmt;
}

/* The target's price of the index extractions of the gathers in no
   group whose index a priced group's sequence extracts already: the
   vectorized loop computes those lane addresses once (for the group)
   and the lone gather reads at them.  *NSHARED is how many such gathers
   there are.  */
unsigned
vls_vector_costs::shared_extractions (unsigned *nshared)
{
  unsigned price = 0;
  *nshared = 0;
  for (auto it = m_lone_extractions.begin ();
       it != m_lone_extractions.end (); ++it)
    {
      tree *index = m_index_of.get ((*it).first);
      if (!index)
	continue;
      for (unsigned i = 0; i < m_extracted.length (); i++)
	if (operand_equal_p (*index, m_extracted[i], 0))
	  {
	    price += (*it).second;
	    ++*nshared;
	    break;
	  }
    }
  return price;
}

/* The vector body with the groups: each priced group's sequence in
   place of its gathers' entries, and the lone gathers at a group's lane
   addresses without their index extractions, into V->grouped and
   V->nshared.  */
void
vls_vector_costs::price_with_groups (body_verdict *v)
{
  v->grouped = v->stock;
  /* A target that rejects this way of vectorizing prices it INT_MAX.  */
  if (v->stock < INT_MAX)
    {
      for (unsigned i = 0; i < m_groups.length (); i++)
	{
	  const priced_group &g = m_groups[i];
	  /* A sequence the target prices above the gathers makes the body
	     dearer.  */
	  int64_t body = (int64_t) v->grouped - g.gathers + g.sequence;
	  v->grouped = MIN (MAX (body, (int64_t) 0), (int64_t) INT_MAX);
	}
      v->grouped -= MIN (shared_extractions (&v->nshared), v->grouped);
    }
}

/* Emulated gathers of more lanes than a group takes, two or more
   (the adjacent reads of a table a group would load together): GCC
   12 takes this loop's first profitable vector size, and such a loop
   ran 0.71 to 0.95 of stock's scalar code on an Intel Xeon at 32
   bytes (bench byte_lut), where the next size, whose gathers the
   pass groups, ran 2.2 times faster.  Refused, so that GCC tries
   that size.  */
void
vls_vector_costs::refuse_wide_emulated (body_verdict *v)
{
  if (m_loop && m_wide_emulated.elements () >= 2)
    {
      v->wide_text = "; emulated gathers of more lanes than a group takes: "
		     "refused";
      m_costs[vect_body] = INT_MAX;
    }
}

} // namespace vect_hooks
