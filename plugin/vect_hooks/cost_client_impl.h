/* The cost client's class, shared by the files of finish_cost's
   adjustments (cost_client.cc says what the client does): not for the
   rest of the plugin, which calls cost_client.h.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#ifndef VSHAPE_COST_CLIENT_IMPL_H
#define VSHAPE_COST_CLIENT_IMPL_H

#include "vls_policy.h"
#include "vls_access.h"
#include "vls_table_lookup.h"
#include "vls_client.h"
#include "x86_costs.h"

namespace vect_hooks {

/* The target's hook that the client wraps, the policy it prices
   groups under, and whether it prices groups at all (vls=off: only
   predicated loops are checked).  */
extern vector_costs *(*target_create_costs) (vec_info *, bool);
extern vls_policy client_policy;
extern bool client_groups;

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
extern left_out_record scalar_left_out;

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

extern const char *const effect_text[];

/* The effect of groups that bring the vector body's cost from STOCK to
   GROUPED, NGROUPS of them, when the scalar loop costs SCALAR (HAVE_SCALAR
   false: unknown), in vectors of 64 bytes or more when WIDE.  */
group_effect effect_of_groups (unsigned ngroups, bool have_scalar,
			       unsigned scalar, unsigned stock,
			       unsigned grouped, bool wide);

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

/* What finish_cost works out for one way of vectorizing a loop, one
   adjustment after another: the target's body (STOCK), with the groups
   (GROUPED, NSHARED lone gathers at their lane addresses), the scalar
   loop's price for VF iterations (SCALAR, FULL_SCALAR with what the
   target leaves out, HAVE_SCALAR whether known), whether the loop is
   PREDICATED, the groups' EFFECT, and the dump texts of the checks.  */
struct body_verdict
{
  unsigned stock, grouped, nshared;
  unsigned HOST_WIDE_INT vf;
  bool have_scalar, predicated;
  unsigned scalar, full_scalar;
  group_effect effect;
  char *checked_text;
  const char *wide_text, *scatter_text;
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
  stmt_vec_info priced_at (gimple *stmt) const;
  unsigned table_price (const vls_access &g, const vls_table_read &t,
			tree vectype, unsigned copies) const;
  void price_tables (vec<vls_access> *accesses, tree vectype);
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
  /* Of the priced groups, how many are gathers the pass reads from a
     small table in registers (one gather each).  */
  unsigned m_table_reads;
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
  unsigned indexed_surcharge (unsigned vf, unsigned vector_bytes,
			      unsigned gathered);
  x86_indexed_read how_read (gimple *gather);
  unsigned gathered_reads ();
  std::string gathers_text (unsigned bytes, unsigned gathered);

  /* finish_cost's adjustments of the body's price, in their order.  */
  void price_with_groups (body_verdict *v);		/* group_prices.cc */
  void weigh_against_scalar (const vector_costs *scalar_costs,
			     body_verdict *v);		/* scalar_left_out.cc */
  void check_predicated (body_verdict *v);		/* predicated_check.cc */
  void refuse_wide_emulated (body_verdict *v);		/* group_prices.cc */
  void refuse_ungrouped_scatters (body_verdict *v);	/* scatter_refusal.cc */
  void note_verdict (const body_verdict &v) const;	/* cost_notes.cc */
};


} // namespace vect_hooks

#endif
