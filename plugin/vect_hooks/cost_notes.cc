/* The cost client's notes for the vls dump (cost_notes.h).

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include "gcc_compat.h"
#include "cost_notes.h"
#include "cost_client_impl.h"
#include "loop_info.h"

namespace vect_hooks {

namespace {

/* What the client noted about each way of vectorizing a loop of the
   function NOTES_FUN, until the vls pass of the function prints it.  */
function *notes_fun;
vec<char *> notes;
/* The places (vshape_loop_position) of the loops whose gathers or
   predicated price the client weighed.  */
vec<char *> priced_loops;

void
forget_notes ()
{
  for (unsigned i = 0; i < notes.length (); i++)
    free (notes[i]);
  notes.truncate (0);
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

} // namespace

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
  unsigned ngrouped = m_members.elements () - m_table_reads;
  class loop *loop = LOOP_VINFO_LOOP (m_loop);
  unsigned ngroups = m_groups.length () - m_table_reads;
  char *tables = m_table_reads ? xasprintf (", %u from small tables in "
					    "registers", m_table_reads)
			       : xstrdup ("");
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
			  "group%s%s%s%s; vector body %u with the gathers, "
			  "%u with the groups; scalar %u%s: %s%s",
			  loop->num,
			  LOOP_VINFO_EPILOGUE_P (m_loop) ? " (epilogue)" : "",
			  GET_MODE_NAME (m_loop->vector_mode), vf,
			  m_ngathers, m_ngathers == 1 ? "" : "s", ngrouped,
			  ngroups, ngroups == 1 ? "" : "s", tables, shared,
			  regrouped,
			  stock,
			  grouped, scalar, left_out, effect_text[effect],
			  predicated);
  free (tables);
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

/* The note of V, the verdict on one way of vectorizing a loop, when the
   client weighed its gathers, its predicated price or its scatters.  */
void
vls_vector_costs::note_verdict (const body_verdict &v) const
{
  if (m_loop && (m_ngathers || v.checked_text || v.scatter_text
		 || v.wide_text))
    {
      notes_for_cfun ();
      priced_loops.safe_push
	(xstrdup (vshape_loop_position (LOOP_VINFO_LOOP (m_loop)).c_str ()));
      char *tail = concat (v.checked_text ? v.checked_text : "",
			   v.scatter_text ? v.scatter_text : "",
			   v.wide_text ? v.wide_text : "", NULL);
      note (v.vf, v.nshared, v.stock, v.grouped, v.scalar, v.full_scalar,
	    v.effect, tail);
      free (tail);
    }
}

} // namespace vect_hooks

using namespace vect_hooks;

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
