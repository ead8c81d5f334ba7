/* The cost client's check of a loop predication made vectorizable: its
   vector body, with each element it reads through an index as slow as
   measured (x86_indexed_element_percent), must come under the
   close-call line of the scalar loop, or the loop is priced as the
   scalar loop (finish_cost's third adjustment).

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include "gcc_compat.h"
#include "cost_client_impl.h"
#include "pred_marks.h"
#include "gather_tuning.h"

namespace vect_hooks {

namespace {

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

} // namespace

/* What reading through indices adds to a predicated loop's vector body
   of VF iterations in VECTOR_BYTES-byte vectors, GATHERED of its reads
   made with gather instructions: each element read through an index
   costs some scalar loads more than the target's price
   (x86_indexed_element_percent: the fewer indexed reads beside the
   arithmetic, the better such a loop runs vectorized, which the tables
   do not see).  */
unsigned
vls_vector_costs::indexed_surcharge (unsigned vf, unsigned vector_bytes,
				     unsigned gathered)
{
  uint64_t extra = 0;
  for (auto it = m_indexed.begin (); it != m_indexed.end (); ++it)
    extra += (uint64_t) vf
	     * x86_indexed_element_percent (how_read ((*it).first),
					    vector_bytes, gathered)
	     * x86_cost_load ((*it).second) / 100;
  return MIN (extra, (uint64_t) INT_MAX);
}

/* How many of the indexed loads the vector loop makes with gather
   instructions.  */
unsigned
vls_vector_costs::gathered_reads ()
{
  unsigned n = 0;
  for (auto it = m_indexed.begin (); it != m_indexed.end (); ++it)
    n += how_read ((*it).first) == X86_READ_GATHERED;
  return n;
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
   target's price; or the gathers are open for it (gather_tuning.h),
   where stock GCC leaves it scalar.  */
bool
vls_vector_costs::predicated_p () const
{
  if (vls_gather_tuning_weighs_p (LOOP_VINFO_LOOP (m_loop)))
    return true;
  basic_block *bbs = LOOP_VINFO_BBS (m_loop);
  for (unsigned i = 0; i < LOOP_VINFO_LOOP (m_loop)->num_nodes; i++)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bbs[i]); !gsi_end_p (gsi);
	 gsi_next (&gsi))
      if (pred_enabling_stmt_p (gsi_stmt (gsi)))
	return true;
  return false;
}

/* What the check's line says of the GATHERED loads the vector loop of
   BYTES-byte vectors makes with gather instructions, where their count
   raises each one's price (the indexed-load step): " (3 of them
   gathered, each element at 500%)", else "".  */
std::string
vls_vector_costs::gathers_text (unsigned bytes, unsigned gathered)
{
  int alone = x86_indexed_element_percent (X86_READ_GATHERED, bytes, 1);
  int each = x86_indexed_element_percent (X86_READ_GATHERED, bytes,
					  gathered);
  if (each == alone)
    return "";
  char *text = xasprintf (" (%u of them gathered, each element at %d%%)",
			  gathered, each);
  std::string s (text);
  free (text);
  return s;
}

/* The check of a predicated loop: V->checked_text says how it went.  */
void
vls_vector_costs::check_predicated (body_verdict *v)
{
  if (v->predicated && m_costs[vect_body] < INT_MAX)
    {
      unsigned bytes = 0;
      if (m_loop && m_loop->vector_mode != VOIDmode)
	bytes = GET_MODE_SIZE (m_loop->vector_mode).to_constant ();
      unsigned gathered = gathered_reads ();
      uint64_t checked = (uint64_t) m_costs[vect_body]
			 + indexed_surcharge (v->vf, bytes, gathered);
      bool pays = checked * predicated_den
		  <= (uint64_t) v->scalar * predicated_num;
      v->checked_text = xasprintf ("; predicated: vector body %u with its %u "
				   "indexed load%s as slow as measured, "
				   "against scalar %u: %s%s",
				   (unsigned) MIN (checked,
						   (uint64_t) INT_MAX),
				   (unsigned) m_indexed.elements (),
				   m_indexed.elements () == 1 ? "" : "s",
				   v->scalar,
				   pays ? "the vector loop pays"
					: "not a fifth cheaper, priced as the "
					  "scalar loop",
				   gathers_text (bytes, gathered).c_str ());
      if (!pays)
	m_costs[vect_body] = MAX (m_costs[vect_body], v->scalar);
    }
}

} // namespace vect_hooks
