/* The decision on a group of gathers or scatters, for both directions.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include "gcc_compat.h"
#include "vls_decide.h"

namespace {

/* "N NOUN" or "N NOUNs", as N asks: the accesses a group replaces.  */
std::string
counted (unsigned n, const char *noun)
{
  return std::to_string (n) + " " + noun + (n == 1 ? "" : "s");
}

/* What a gather group's SEQ is made of, e.g. "4 loads + 2 shuffles":
   contiguous loads, and the instructions that move elements (concats
   and shuffles).  */
std::string
describe_loads (const vs_vls_sequence &seq)
{
  unsigned loads = 0, shuffles = 0;
  for (unsigned i = 0; i < seq.ninstrs; i++)
    if (seq.instrs[i].kind == VS_VLS_INSTR_LOAD)
      loads++;
    else
      shuffles++;
  return std::to_string (loads) + " loads + " + std::to_string (shuffles)
	 + " shuffles";
}

/* What a scatter group's SEQ is made of: "N shuffles + M stores".  */
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

} // namespace

const char *
vls_access_noun (vls_direction dir)
{
  return dir == VLS_READS ? "gather" : "scatter";
}

std::string
vls_group_name (vls_direction dir, unsigned id)
{
  return (dir == VLS_READS ? "group " : "store group ") + std::to_string (id);
}

std::string
vls_candidate_name (const vls_candidate &c)
{
  return c.lone ? "lone gather " + std::to_string (c.id)
		: vls_group_name (c.dir, c.id);
}

void
vls_report_not_rewritten (const vls_policy &policy, const vls_candidate &c,
			  const char *reason)
{
  if (policy.dump)
    fprintf (policy.dump, ";; vls: %s: not rewritten: %s\n",
	     vls_candidate_name (c).c_str (), reason);
  if (policy.dump && c.priced)
    fprintf (policy.dump, ";; vls: %s: priced as a group by the cost "
	     "client\n", vls_candidate_name (c).c_str ());
  if (dump_enabled_p () && !c.lone)
    dump_printf_loc (MSG_MISSED_OPTIMIZATION, c.anchor,
		     "vls: %u %ss not rewritten: %s\n", c.naccesses,
		     vls_access_noun (c.dir), reason);
}

bool
vls_group_pays (const vls_policy &policy, const vs_vls_sequence &seq)
{
  return policy.ignore_cost || seq.new_cost < seq.old_cost;
}

bool
vls_decide (const vls_policy &policy, const vls_candidate &c,
	    vls_emitter emit, void *data)
{
  const char *reason = NULL;
  if (!vls_group_pays (policy, *c.seq))
    reason = c.dir == VLS_READS ? "the sequence costs more than the gathers"
				: "the sequence costs more than the scatters";
  else if (emit)
    emit (data, &reason);
  if (reason)
    {
      vls_report_not_rewritten (policy, c, reason);
      return false;
    }
  if (!emit)
    return true;
  std::string what = c.dir == VLS_READS ? describe_loads (*c.seq)
					: describe_stores (*c.seq);
  std::string accesses = counted (c.naccesses, vls_access_noun (c.dir));
  if (policy.dump)
    fprintf (policy.dump, ";; vls: %s: rewritten: %s -> %s\n",
	     vls_candidate_name (c).c_str (), accesses.c_str (), what.c_str ());
  if (dump_enabled_p ())
    dump_printf_loc (MSG_OPTIMIZED_LOCATIONS, c.anchor, "vls: %s -> %s\n",
		     accesses.c_str (), what.c_str ());
  return true;
}
