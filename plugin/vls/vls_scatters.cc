/* The scatter half of the vls pass: find the AVX-512 scatters of a
   block, group them through the server (vls_store.h), and rewrite the
   groups cheaper than their scatters; the dump says what happened to
   each scatter and group.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include "gcc_compat.h"
#include "plugin_options.h"
#include "vls_dump.h"
#include "vls_emit_store.h"
#include "vls_scatters.h"

namespace {

/* "N shuffles + M stores".  */
std::string
describe_stores (const vs_vls_sequence &seq)
{
  unsigned shuffles = 0, stores = 0;
  for (unsigned i = 0; i < seq.ninstrs; i++)
    {
      shuffles += seq.instrs[i].kind == VS_VLS_INSTR_SHUFFLE;
      stores += seq.instrs[i].kind == VS_VLS_INSTR_STORE;
    }
  return std::to_string (shuffles) + " shuffles + " + std::to_string (stores)
	 + " stores";
}

/* Build, cost and (when allowed and cheaper) emit the sequence of store
   group ID; say what happened in the dump and in a remark.  */
void
rewrite_store_group (vec<vls_gather> &scatters, const vs_vls_memref *memrefs,
		     const unsigned *memref_scatter,
		     const vs_vls_client *client, unsigned id,
		     const vs_vls_store_group &group, bitmap dead)
{
  vs_vls_sequence seq;
  vs_vls_status st = vs_vls_get_store_sequence (memrefs, &group, client,
						 &seq);
  if (st != VS_VLS_OK)
    {
      if (dump_file)
	fprintf (dump_file, ";; vls: store group %u: not rewritten: %s\n", id,
		 vs_vls_status_name (st));
      return;
    }
  if (dump_file)
    {
      fprintf (dump_file, ";; vls: store group %u: sequence\n", id);
      vs_vls_sequence_print (&seq, dump_file);
    }
  location_t loc
    = gimple_location (scatters[memref_scatter[group.memrefs[0][0]]].stmt);
  const char *reason = NULL;
  if (vshape_opts.vls != VLS_FORCE && seq.new_cost >= seq.old_cost)
    reason = "the sequence costs more than the scatters";
  else
    vls_emit_store_group (scatters, memref_scatter, &group, &seq, dead,
			  &reason);
  unsigned nscatters = group.nmembers * group.nparts;
  std::string what = describe_stores (seq);
  if (reason && dump_file)
    fprintf (dump_file, ";; vls: store group %u: not rewritten: %s\n", id,
	     reason);
  if (!reason)
    {
      if (dump_file)
	fprintf (dump_file, ";; vls: store group %u: rewritten: %u scatters "
		 "-> %s\n", id, nscatters, what.c_str ());
      if (dump_enabled_p ())
	dump_printf_loc (MSG_OPTIMIZED_LOCATIONS,
			 dump_user_location_t::from_location_t (loc),
			 "vls: %u scatters -> %s\n", nscatters, what.c_str ());
    }
  vs_vls_sequence_free (&seq);
}

} // namespace

void
vls_process_scatters (basic_block bb, bitmap dead)
{
  auto_vec<vls_gather> scatters;
  vls_find_scatters (bb, &scatters);
  if (scatters.is_empty ())
    return;
  if (dump_file)
    for (unsigned i = 0; i < scatters.length (); i++)
      vls_dump_gather (dump_file, i, scatters[i]);
  vls_client_ctx ctx;
  auto_vec<vs_vls_memref> memrefs;
  auto_vec<unsigned> memref_scatter;
  vls_make_memrefs (&scatters, &ctx, &memrefs, &memref_scatter);
  if (memrefs.is_empty ())
    return;
  vs_vls_client client;
  vls_client_init (&client, &ctx);
  vs_vls_store_grouping grouping;
  vs_vls_status st = vs_vls_get_store_groups (memrefs.address (),
					       memrefs.length (), &client,
					       &grouping);
  if (st != VS_VLS_OK)
    {
      if (dump_file)
	fprintf (dump_file, ";; vls: no store groups: %s\n",
		 vs_vls_status_name (st));
      return;
    }
  if (dump_file)
    for (unsigned m = 0; m < memrefs.length (); m++)
      if (grouping.why[m] != VS_VLS_STORE_GROUPED)
	fprintf (dump_file, ";; vls: scatter %u: not grouped: %s\n",
		 memref_scatter[m], vs_vls_store_why_text (grouping.why[m]));
  for (unsigned k = 0; k < grouping.ngroups; k++)
    {
      if (dump_file)
	vls_dump_store_group (dump_file, k, grouping.groups[k],
			      memref_scatter.address ());
      rewrite_store_group (scatters, memrefs.address (),
			   memref_scatter.address (), &client, k,
			   grouping.groups[k], dead);
    }
  vs_vls_store_grouping_free (&grouping);
}
