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

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include "gcc_compat.h"
#include "vls_cost_client.h"
#include "loop_info.h"
#include "pred_marks.h"

extern "C" {
#include "vls_store.h"
}

#include "vls_access.h"
#include "vls_client.h"
#include "vls_decide.h"
#include "vls_scalar_price.h"
#include "vls_scatter_tuning.h"
#include "x86_costs.h"

namespace {

/* The target's hook that the client wraps, the policy it prices
   groups under, and whether it prices groups at all (vls=off: only
   predicated loops are checked).  */
vector_costs *(*target_create_costs) (vec_info *, bool);
vls_policy client_policy;
bool client_groups;

/* What the client noted about each way of vectorizing a loop of the
   function NOTES_FUN, until the vls pass of the function prints it; and
   which of its scalar loads it priced inside a group, as gathers of how
   many lanes.  */
function *notes_fun;
vec<char *> notes;
struct priced_load
{
  location_t where;
  unsigned lanes;
};
vec<priced_load> priced;
/* The places (vshape_loop_position) of the loops whose gathers or
   predicated price the client weighed.  */
vec<char *> priced_loops;

void
forget_notes ()
{
  for (unsigned i = 0; i < notes.length (); i++)
    free (notes[i]);
  notes.truncate (0);
  priced.truncate (0);
  for (unsigned i = 0; i < priced_loops.length (); i++)
    free (priced_loops[i]);
  priced_loops.truncate (0);
  notes_fun = NULL;
}

/* Start the notes of the current function, forgetting those of the
   function before.  */
void
notes_for_cfun ()
{
  if (notes_fun != cfun)
    forget_notes ();
  notes_fun = cfun;
}

/* What the last scalar pricing of a loop left out: the loop's
   vec_info, and the target's price of the statements its scalar
   iteration executes that no entry named (vls_scalar_left_out), how
   many.  The vector pricings of that loop come after it.  */
struct left_out_record
{
  vec_info *vinfo;
  unsigned price;
  unsigned count;
};
left_out_record scalar_left_out;

/* Largest element the client groups, in bytes (one bit each in a
   vls_vector_costs's mask of sizes done).  */
const unsigned max_elem_size = 16;

/* The fraction NUM / DEN of the scalar loop's cost that the vector body
   of a predicated loop, with its indexed loads as slow as measured
   (x86_indexed_element_percent), may reach: point_field, priced at 0.34
   of its scalar loop with four loads, ran 0.80 to 1.0 times as fast
   vectorized, the mesh ratio of pred-indexed.h, at 0.36, 1.2 to 2.6
   times faster (AMD EPYC Zen 4, 2026-11-26, x86_costs.cc).  Groups
   alone have no such margin: a loop of one pair and three lone table
   reads, priced at 0.85 of its scalar form, ran 1.07 to 1.09 times
   faster vectorized under GCC 14 and 16 (bench/constants.sh,
   close_call.c), and no bench kernel ran slower without it.  */
const unsigned predicated_num = 4, predicated_den = 5;

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

/* What the groups did to this way of vectorizing the loop, against the
   scalar loop's cost SCALAR (for as many iterations) when there is one:
   the verdict of the client's dump line.  */
enum group_effect
{
  NO_SCALAR,		/* no scalar cost to compare */
  NO_GROUP,		/* no group priced */
  FLIPS,		/* make the vector loop cheaper than scalar */
  FLIPS_BARELY,		/* ... 64-byte, not by a twentieth: scalar's price */
  EITHER_WAY,		/* the vector loop is cheaper either way */
  SCALAR_STAYS		/* scalar stays cheaper */
};

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

const char *const effect_text[] = {
  "no scalar cost to compare",
  "no group priced, the costs are the target's",
  "the groups make the vector loop cheaper than scalar",
  "the groups make the 64-byte vector loop cheaper than scalar, but not "
  "by a twentieth: priced as the scalar loop",
  "the vector loop is cheaper than scalar either way",
  "scalar stays cheaper"
};

/* A group the vls pass will rewrite, as the client prices it.  */
struct priced_group
{
  /* The target's price of the group's sequence (its loads, shuffles
     and index extractions, in the target's own cost kinds).  */
  unsigned sequence;
  /* The target's price of the entries of the group's gathers, summed as
     they come.  */
  unsigned gathers;
};

class vls_vector_costs : public vector_costs
{
public:
  vls_vector_costs (vec_info *vinfo, bool costing_for_scalar);
  ~vls_vector_costs () override;

  unsigned int add_stmt_cost (int count, vect_cost_for_stmt kind,
			      stmt_vec_info stmt_info, slp_tree node,
			      tree vectype, int misalign,
			      vect_cost_model_location where) override;
  void finish_cost (const vector_costs *scalar_costs) override;
#if VSHAPE_GCC_MAJOR >= 12
  /* The target's comparisons, on the final costs of both pricings.  */
  bool better_main_loop_than_p (const vector_costs *other) const override
  {
    return m_target->better_main_loop_than_p (target_of (other));
  }
  bool better_epilogue_loop_than_p (const vector_costs *other,
				    loop_vec_info main_loop) const override
  {
    return m_target->better_epilogue_loop_than_p (target_of (other),
						  main_loop);
  }
#endif

  /* The target's costs, which see every entry as it comes: stock GCC's
     price of the loop, the gathers as gathers.  */
  vector_costs *m_target;

private:
  /* The target's costs within OTHER, a pricing of this client's.  */
  static const vector_costs *target_of (const vector_costs *other)
  {
    return static_cast<const vls_vector_costs *> (other)->m_target;
  }
  gimple *gather_of_entry (vect_cost_for_stmt kind, stmt_vec_info stmt_info,
			   slp_tree node, tree vectype,
			   vect_cost_model_location where,
			   priced_group **group, unsigned *elem_size);
  unsigned shared_extractions (unsigned *nshared);
  void price_groups (unsigned elem_size, tree vectype);
  unsigned sequence_price (const vs_vls_sequence &seq,
			   const vls_client_ctx &ctx, stmt_vec_info at,
			   tree member_type, unsigned copies) const;
  void note (unsigned vf, unsigned nshared, unsigned stock, unsigned grouped,
	     unsigned scalar, unsigned full_scalar, enum group_effect effect,
	     const char *predicated) const;
  void record_left_out ();
  unsigned full_scalar_price (unsigned scalar, unsigned vf, unsigned stock,
			      unsigned grouped, bool predicated) const;

  loop_vec_info m_loop;
  /* Bit N set: the gathers of N-byte elements are grouped already.  */
  unsigned m_sizes_done;
  auto_vec<priced_group> m_groups;
  /* When the pass's groups are not those priced (the measured price of
     emulated gathers chose others): how many gathers they hold, in how
     many groups.  */
  bool m_regrouped;
  unsigned m_rewritten, m_rewritten_groups;
  /* The scalar loads of the priced groups, each with its group's index
     in M_GROUPS.  */
  hash_map<gimple *, unsigned> m_members;
  unsigned m_ngathers;
  /* The index of each scalar load the client described as a gather, and
     the indices whose lanes the priced groups' sequences extract.  */
  hash_map<gimple *, tree> m_index_of;
  auto_vec<tree> m_extracted;
  /* The target's price of the index extractions of each gather in no
     group, by its scalar load.  */
  hash_map<gimple *, unsigned> m_lone_extractions;
  /* The scalar loads the vector loop reads through an index (gathers,
     in a group or not), with their element's size.  */
  hash_map<gimple *, unsigned> m_indexed;
  /* Those of them a priced group reads.  */
  hash_set<gimple *> m_indexed_in_groups;
  /* Those of them the vectorizer emulates (scalar loads).  */
  hash_set<gimple *> m_indexed_emulated;
  /* Gathers GCC emulates with more lanes than a group of the pass's
     takes (VLS_MAX_LANES).  */
  hash_set<gimple *> m_wide_emulated;
  /* Pricing the scalar loop: the statements its entries named.  */
  hash_set<gimple *> m_scalar_priced;
  /* The scalar stores the vector loop scatters, as vectors of
     M_SCATTER_LANES lanes (0: of several widths).  */
  hash_set<gimple *> m_scatters;
  unsigned m_scatter_lanes;
  void note_scatter (stmt_vec_info stmt_info, slp_tree node, tree vectype,
		     vect_cost_model_location where);
  bool scatters_grouped ();
  bool predicated_p () const;
  unsigned indexed_surcharge (unsigned vf);
  x86_indexed_read how_read (gimple *gather);
};

vls_vector_costs::vls_vector_costs (vec_info *vinfo, bool costing_for_scalar)
  : vector_costs (vinfo, costing_for_scalar),
    m_target (target_create_costs (vinfo, costing_for_scalar)),
    m_loop (costing_for_scalar ? NULL : dyn_cast<loop_vec_info> (vinfo)),
    m_sizes_done (0), m_regrouped (false), m_rewritten (0),
    m_rewritten_groups (0), m_ngathers (0), m_scatter_lanes (0)
{
}

vls_vector_costs::~vls_vector_costs ()
{
  delete m_target;
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
  vls_client_ctx ctx;
  auto_vec<vs_vls_memref> memrefs;
  auto_vec<unsigned> memref_access;
  vls_make_memrefs (&accesses, &ctx, &memrefs, &memref_access);
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
  notes_for_cfun ();
  for (const vs_vls_group &group : rewritten)
    for (unsigned i = 0; i < group.nmembers; i++)
      {
	gimple *stmt = accesses[memref_access[group.members[i]]].stmt;
	priced_load p = { gimple_location (stmt), lanes };
	priced.safe_push (p);
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
      g.sequence = sequence_price (seq, ctx, m_loop->lookup_stmt (first),
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

/* Keep, for the vls dump, the vector body's cost of this way of
   vectorizing the loop with the gathers (STOCK) and with the groups
   (GROUPED), against the scalar loop's cost SCALAR, and the groups'
   EFFECT, with NSHARED lone gathers at the groups' lane addresses, and
   the PREDICATED check's text (empty when the loop is not predicated);
   say in a note when groups were priced.  */
void
vls_vector_costs::note (unsigned vf, unsigned nshared, unsigned stock,
			unsigned grouped, unsigned scalar,
			unsigned full_scalar, group_effect effect,
			const char *predicated) const
{
  unsigned ngrouped = m_members.elements ();
  class loop *loop = LOOP_VINFO_LOOP (m_loop);
  unsigned ngroups = m_groups.length ();
  char *shared = nshared ? xasprintf (", %u alone at the groups' lane "
				      "addresses", nshared)
			 : xstrdup ("");
  char *left_out
    = (full_scalar > scalar
       ? xasprintf (" (%u with the %u statement%s per iteration the "
		    "target's price leaves out)", full_scalar,
		    scalar_left_out.count,
		    scalar_left_out.count == 1 ? "" : "s")
       : xstrdup (""));
  char *regrouped
    = (m_regrouped
       ? xasprintf (" (the pass makes %u in %u group%s: emulated gathers at "
		    "their measured price)", m_rewritten, m_rewritten_groups,
		    m_rewritten_groups == 1 ? "" : "s")
       : xstrdup (""));
  char *text = xasprintf ("loop %d%s, %s, VF %u: %u gather%s, %u in %u "
			  "group%s%s%s; vector body %u with the gathers, %u "
			  "with the groups; scalar %u%s: %s%s",
			  loop->num,
			  LOOP_VINFO_EPILOGUE_P (m_loop) ? " (epilogue)" : "",
			  GET_MODE_NAME (m_loop->vector_mode), vf,
			  m_ngathers, m_ngathers == 1 ? "" : "s", ngrouped,
			  ngroups, ngroups == 1 ? "" : "s", shared, regrouped,
			  stock,
			  grouped, scalar, left_out, effect_text[effect],
			  predicated);
  free (shared);
  free (regrouped);
  free (left_out);
  notes_for_cfun ();
  notes.safe_push (text);
  if (ngroups && dump_enabled_p ())
    dump_printf_loc (MSG_NOTE | MSG_PRIORITY_USER_FACING, vect_location,
		     "vls: %u gathers priced in %u group%s: vector body "
		     "cost %u instead of %u\n", ngrouped, ngroups,
		     ngroups == 1 ? "" : "s", m_costs[vect_body], stock);
}

/* The target finishes its costs; then each priced group replaces the
   price of its gathers by the target's price of its sequence (even
   where the target prices the gathers lower: the vector size it then
   picks ran faster than the one a price below the gathers' picked, as
   bench/RESULTS.md shows); the lone gathers at a group's lane
   addresses lose their index extractions.  */
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
  unsigned stock = m_costs[vect_body], grouped = stock, nshared = 0;
  /* A target that rejects this way of vectorizing prices it INT_MAX.  */
  if (stock < INT_MAX)
    {
      for (unsigned i = 0; i < m_groups.length (); i++)
	{
	  const priced_group &g = m_groups[i];
	  /* A sequence the target prices above the gathers makes the body
	     dearer.  */
	  int64_t body = (int64_t) grouped - g.gathers + g.sequence;
	  grouped = MIN (MAX (body, (int64_t) 0), (int64_t) INT_MAX);
	}
      grouped -= MIN (shared_extractions (&nshared), grouped);
    }
  unsigned HOST_WIDE_INT vf = 0;
  if (m_loop)
    LOOP_VINFO_VECT_FACTOR (m_loop).is_constant (&vf);
  bool have_scalar = false;
  unsigned scalar = m_loop ? vshape_scalar_iteration_cost (m_loop,
							    scalar_costs,
							    &have_scalar)
			     * vf
			   : 0;
  have_scalar = have_scalar && m_loop && vf;
  bool predicated = have_scalar && predicated_p ();
  unsigned full_scalar = full_scalar_price (scalar, vf, stock, grouped,
					   predicated);
  group_effect effect
    = effect_of_groups (m_groups.length (), have_scalar, full_scalar, stock,
			grouped,
			m_loop && known_ge (GET_MODE_SIZE (m_loop->vector_mode),
					    64));
  m_costs[vect_body] = grouped;
  /* The vectorizer compares the body with its own scalar price: scaled
     by the part of the scalar loop it left out, the body takes the
     decision the full price takes.  */
  if (full_scalar > scalar)
    m_costs[vect_body] = (uint64_t) grouped * scalar / full_scalar;
  if (effect == FLIPS_BARELY)
    m_costs[vect_body] = MAX (m_costs[vect_body], scalar);
  char *checked_text = NULL;
  if (predicated && m_costs[vect_body] < INT_MAX)
    {
      uint64_t checked = (uint64_t) m_costs[vect_body]
			 + indexed_surcharge (vf);
      bool pays = checked * predicated_den
		  <= (uint64_t) scalar * predicated_num;
      checked_text = xasprintf ("; predicated: vector body %u with its %u "
				"indexed load%s as slow as measured, "
				"against scalar %u: %s",
				(unsigned) MIN (checked, (uint64_t) INT_MAX),
				(unsigned) m_indexed.elements (),
				m_indexed.elements () == 1 ? "" : "s", scalar,
				pays ? "the vector loop pays"
				     : "not a fifth cheaper, priced as the "
				       "scalar loop");
      if (!pays)
	m_costs[vect_body] = MAX (m_costs[vect_body], scalar);
    }
  /* Emulated gathers of more lanes than a group takes, two or more
     (the adjacent reads of a table a group would load together): GCC
     12 takes this loop's first profitable vector size, and such a loop
     ran 0.71 to 0.95 of stock's scalar code on an Intel Xeon at 32
     bytes (bench byte_lut), where the next size, whose gathers the
     pass groups, ran 2.2 times faster.  Refused, so that GCC tries
     that size.  */
  const char *wide_text = NULL;
  if (m_loop && m_wide_emulated.elements () >= 2)
    {
      wide_text = "; emulated gathers of more lanes than a group takes: "
		  "refused";
      m_costs[vect_body] = INT_MAX;
    }
  const char *scatter_text = NULL;
  if (m_loop && !m_scatters.is_empty ())
    {
      bool all = scatters_grouped ();
      scatter_text = (all ? "; the scatters the tuning avoids are all in "
			    "groups of the pass's"
			  : "; a scatter the tuning avoids is in no group of "
			    "the pass's: refused");
      if (!all)
	m_costs[vect_body] = INT_MAX;
    }
  if (m_loop && (m_ngathers || checked_text || scatter_text || wide_text))
    {
      notes_for_cfun ();
      priced_loops.safe_push
	(xstrdup (vshape_loop_position (LOOP_VINFO_LOOP (m_loop)).c_str ()));
      char *tail = concat (checked_text ? checked_text : "",
			   scatter_text ? scatter_text : "",
			   wide_text ? wide_text : "", NULL);
      note (vf, nshared, stock, grouped, scalar, full_scalar, effect, tail);
      free (tail);
    }
  free (checked_text);
  vector_costs::finish_cost (scalar_costs);
  VSHAPE_GIVE_FINAL_COSTS (m_target);
}

/* Pricing the scalar loop: keep the price of what its entries left
   out for the vector pricings of the same loop.  */
void
vls_vector_costs::record_left_out ()
{
  loop_vec_info loop = dyn_cast<loop_vec_info> (m_vinfo);
  scalar_left_out = { m_vinfo, 0, 0 };
  if (!loop || !client_groups)
    return;
  vector_costs *scratch = target_create_costs (m_vinfo, true);
  scalar_left_out.price = vls_scalar_left_out (loop, m_scalar_priced,
					       scratch,
					       &scalar_left_out.count);
  delete scratch;
}

/* The price of VF scalar iterations, SCALAR by the target's count, with
   the statements that count left out, where only they can make the
   vectorizer take the groups: the target prices the vector body above
   the scalar loop with the gathers (STOCK) and with the groups
   (GROUPED), which are below the full price.  Not in a PREDICATED loop,
   whose check is measured against the target's count.  */
unsigned
vls_vector_costs::full_scalar_price (unsigned scalar, unsigned vf,
				     unsigned stock, unsigned grouped,
				     bool predicated) const
{
  if (predicated || !m_groups.length () || stock < scalar
      || grouped < scalar
      || scalar_left_out.vinfo != m_vinfo || !scalar_left_out.price)
    return scalar;
  uint64_t full = (uint64_t) scalar + (uint64_t) scalar_left_out.price * vf;
  if (full > INT_MAX || grouped >= full)
    return scalar;
  return full;
}

/* What reading through indices adds to a predicated loop's vector body
   of VF iterations: each element read through an index costs some
   scalar loads more than the target's price (x86_indexed_element_percent:
   the fewer indexed reads beside the arithmetic, the better such a loop
   runs vectorized, which the tables do not see).  */
unsigned
vls_vector_costs::indexed_surcharge (unsigned vf)
{
  uint64_t extra = 0;
  unsigned vector_bytes = 0;
  if (m_loop && m_loop->vector_mode != VOIDmode)
    vector_bytes = GET_MODE_SIZE (m_loop->vector_mode).to_constant ();
  for (auto it = m_indexed.begin (); it != m_indexed.end (); ++it)
    extra += (uint64_t) vf
	     * x86_indexed_element_percent (how_read ((*it).first),
					    vector_bytes)
	     * x86_cost_load ((*it).second) / 100;
  return MIN (extra, (uint64_t) INT_MAX);
}

/* How the vector loop reads the element of the indexed load GATHER.  */
x86_indexed_read
vls_vector_costs::how_read (gimple *gather)
{
  if (m_indexed_in_groups.contains (gather))
    return X86_READ_GROUPED;
  if (m_indexed_emulated.contains (gather))
    return X86_READ_EMULATED;
  return X86_READ_GATHERED;
}

/* Whether the loop holds the guards and selects of a predication that
   made it vectorizable: not one whose arms GCC would have if-converted
   itself (a guarded square root), which stock GCC vectorizes at the
   target's price.  */
bool
vls_vector_costs::predicated_p () const
{
  basic_block *bbs = LOOP_VINFO_BBS (m_loop);
  for (unsigned i = 0; i < LOOP_VINFO_LOOP (m_loop)->num_nodes; i++)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bbs[i]); !gsi_end_p (gsi);
	 gsi_next (&gsi))
      if (pred_enabling_stmt_p (gsi_stmt (gsi)))
	return true;
  return false;
}

/* The hook the client puts in the target's place.  */
vector_costs *
create_costs (vec_info *vinfo, bool costing_for_scalar)
{
  return new vls_vector_costs (vinfo, costing_for_scalar);
}

#if VSHAPE_GCC_MAJOR == 11
/* GCC 11's hooks, which the client puts in the target's place: the data
   of one pricing holds the client's costs, made at the first entry, when
   the vec_info is known (and with it whether the scalar loop is priced:
   its costs are not the loop's own target data).  */
struct gcc11_pricing
{
  vector_costs *costs;
};

vector_costs *
target_costs_11 (vec_info *vinfo, bool costing_for_scalar)
{
  return new vshape_gcc11_costs (vinfo, costing_for_scalar);
}

void *
init_cost_11 (class loop *)
{
  return new gcc11_pricing { NULL };
}

unsigned
add_stmt_cost_11 (vec_info *vinfo, void *data, int count,
		  vect_cost_for_stmt kind, stmt_vec_info stmt_info,
		  tree vectype, int misalign, vect_cost_model_location where)
{
  gcc11_pricing *p = static_cast<gcc11_pricing *> (data);
  if (!p->costs)
    {
      loop_vec_info loop = dyn_cast<loop_vec_info> (vinfo);
      p->costs = create_costs (vinfo, loop
				      && LOOP_VINFO_TARGET_COST_DATA (loop)
					 != data);
    }
  return p->costs->add_stmt_cost (count, kind, stmt_info, NULL, vectype,
				  misalign, where);
}

void
finish_cost_11 (void *data, unsigned *prologue, unsigned *body,
		unsigned *epilogue)
{
  gcc11_pricing *p = static_cast<gcc11_pricing *> (data);
  *prologue = *body = *epilogue = 0;
  if (!p->costs)
    return;
  p->costs->finish_cost (NULL);
  *prologue = p->costs->prologue_cost ();
  *body = p->costs->body_cost ();
  *epilogue = p->costs->epilogue_cost ();
}

void
destroy_cost_data_11 (void *data)
{
  gcc11_pricing *p = static_cast<gcc11_pricing *> (data);
  delete p->costs;
  delete p;
}
#endif

} // namespace

#if VSHAPE_GCC_MAJOR == 11
vshape_gcc11_hooks vshape_gcc11_target_hooks;
#endif

void
vls_cost_client_install (const vls_policy &policy, bool groups)
{
  client_groups = groups;
  client_policy = policy;
  client_policy.dump = NULL;
#if VSHAPE_GCC_MAJOR == 11
  vshape_gcc11_target_hooks = { targetm.vectorize.init_cost,
				targetm.vectorize.add_stmt_cost,
				targetm.vectorize.finish_cost,
				targetm.vectorize.destroy_cost_data };
  target_create_costs = target_costs_11;
  targetm.vectorize.init_cost = init_cost_11;
  targetm.vectorize.add_stmt_cost = add_stmt_cost_11;
  targetm.vectorize.finish_cost = finish_cost_11;
  targetm.vectorize.destroy_cost_data = destroy_cost_data_11;
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

bool
vls_cost_client_priced_p (gimple *stmt, unsigned lanes)
{
  if (notes_fun != cfun)
    return false;
  for (unsigned i = 0; i < priced.length (); i++)
    if (priced[i].where == gimple_location (stmt) && priced[i].lanes == lanes)
      return true;
  return false;
}

void
vls_cost_client_note_function (char *text)
{
  notes_for_cfun ();
  notes.safe_push (text);
}

bool
vls_cost_client_priced_loop_p (const char *where)
{
  if (notes_fun != cfun)
    return false;
  for (unsigned i = 0; i < priced_loops.length (); i++)
    if (!strcmp (priced_loops[i], where))
      return true;
  return false;
}

void
vls_cost_client_flush (function *fun, FILE *f)
{
  if (notes_fun == fun && f)
    for (unsigned i = 0; i < notes.length (); i++)
      fprintf (f, ";; vls: cost client: %s\n", notes[i]);
}
