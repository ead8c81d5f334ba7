/* Gather instructions for the vectorizer where an Intel tuning keeps
   them off (GCC 13 to 16 at rocketlake, icelake-server, tigerlake,
   skylake-avx512, the tunings of CPUs with the gather data sampling
   fix).  GCC emulates an unmasked gather with scalar loads, but not a
   masked one: an omp simd loop that reads or writes through an index
   under a condition (the half neighbour list's f[j] -= ..., inside the
   cutoff) stays scalar, though the program asked for vector code and
   the same loop with gather instructions ran 1.08 times as fast as
   scalar code on an Intel Xeon (family 6 model 167, bench lj_half_simd
   under GCC 16 at native).  While the vectorizer runs on a function,
   the gather flags are turned on when
   - the target has AVX-512 (masked gathers and scatters) and the tuning
     is one of Intel's: what was measured on Intel's CPUs only;
   - -mtune-ctrl names no gather flag (the user's choice stands);
   - an if-converted omp simd loop of the function has such a masked
     access (vect_hooks/gather_addresses.cc counts them), and no other
     loop of the function reads or writes through an index, so that
     the flags change no loop but those.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include "gcc_compat.h"
#include "gather_tuning.h"
#include "cost_notes.h"
#include "function_changes.h"
#include "x86_costs.h"

namespace {

/* The tuning's flags while the plugin has them on; OPENED when it
   does.  */
bool opened;
unsigned char saved[3];

/* The decision on the function the vectorizer ran on last, for its
   remark: the function, the first loop's place, whether the gathers
   were opened, and else why not.  */
struct decision
{
  tree fndecl;
  location_t where;
  bool opened;
  const char *why;
  unsigned masked;
} last;

/* Whether a statement of FUN outside SIMD_LOOPS (loop numbers) reads or
   writes through an address the data reference analysis cannot follow
   in the statement's loop (a load or store through an index).  */
bool
indexed_access_elsewhere_p (function *fun, bitmap simd_loops)
{
  basic_block bb;
  FOR_EACH_BB_FN (bb, fun)
    {
      class loop *loop = bb->loop_father;
      if (!loop || !loop_outer (loop)
	  || bitmap_bit_p (simd_loops, loop->num))
	continue;
      for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	   gsi_next (&gsi))
	{
	  gimple *stmt = gsi_stmt (gsi);
	  if (!gimple_vuse (stmt) || !gimple_assign_single_p (stmt))
	    continue;
	  tree ref = gimple_vdef (stmt) ? gimple_assign_lhs (stmt)
					: gimple_assign_rhs1 (stmt);
	  if (!REFERENCE_CLASS_P (ref) && TREE_CODE (ref) != MEM_REF)
	    continue;
	  innermost_loop_behavior drb;
	  if (!dr_analyze_innermost (&drb, ref, loop, stmt))
	    return true;
	}
    }
  return false;
}

/* Whether the user's -mtune-ctrl names a gather flag.  */
bool
user_chose_gathers ()
{
  return ix86_tune_ctrl_string && strstr (ix86_tune_ctrl_string, "gather");
}

} // namespace

void
vls_open_gathers (function *fun, unsigned masked, bitmap simd_loops,
		  class loop *first)
{
  last.fndecl = NULL_TREE;
  if (!masked || opened || !TARGET_AVX512F
      || (VSHAPE_TUNE_GATHER_2 && VSHAPE_TUNE_GATHER_4
	  && VSHAPE_TUNE_GATHER_8))
    return;
  const char *why = NULL;
  if (!x86_tuning_for_intel_only ())
    why = "the tuning is not Intel's alone, and gathers were measured "
	  "on Intel's CPUs only";
  else if (user_chose_gathers ())
    why = "-mtune-ctrl names a gather flag";
  else if (indexed_access_elsewhere_p (fun, simd_loops))
    why = "another loop of the function reads or writes through an index";
  last.fndecl = fun->decl;
  last.where = find_loop_location (first).get_location_t ();
  last.opened = !why;
  last.why = why;
  last.masked = masked;
  if (why)
    {
      vls_cost_client_note_function
	(xasprintf ("gathers the tuning avoids stay closed to the omp simd "
		    "loops' %u masked access%s through an index: %s",
		    masked, masked == 1 ? "" : "es", why));
      return;
    }
  saved[0] = VSHAPE_TUNE_GATHER_2;
  saved[1] = VSHAPE_TUNE_GATHER_4;
  saved[2] = VSHAPE_TUNE_GATHER_8;
  VSHAPE_TUNE_GATHER_2 = 1;
  VSHAPE_TUNE_GATHER_4 = 1;
  VSHAPE_TUNE_GATHER_8 = 1;
  opened = true;
  vshape_note_change (fun, VSHAPE_CHANGE_TUNING);
  vls_cost_client_note_function
    (xasprintf ("gathers the tuning avoids are open to the vectorizer "
		"(%u masked access%s through an index in omp simd loops)",
		masked, masked == 1 ? "" : "es"));
}

void
vls_close_gathers ()
{
  if (!opened)
    return;
  VSHAPE_TUNE_GATHER_8 = saved[2];
  VSHAPE_TUNE_GATHER_4 = saved[1];
  VSHAPE_TUNE_GATHER_2 = saved[0];
  opened = false;
}

void
vls_remark_gather_tuning (function *fun)
{
  if (last.fndecl != fun->decl)
    return;
  last.fndecl = NULL_TREE;
  if (!dump_enabled_p ())
    return;
  dump_user_location_t loc = dump_user_location_t::from_location_t
    (last.where);
  if (last.opened)
    dump_printf_loc (MSG_OPTIMIZED_LOCATIONS, loc,
		     "vls: gathers the tuning avoids opened to the vectorizer "
		     "for %u masked access%s through an index\n", last.masked,
		     last.masked == 1 ? "" : "es");
  else
    dump_printf_loc (MSG_MISSED_OPTIMIZATION, loc,
		     "vls: gathers the tuning avoids not opened for %u masked "
		     "access%s through an index: %s\n", last.masked,
		     last.masked == 1 ? "" : "es", last.why);
}
