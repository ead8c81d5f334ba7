/* Scatter instructions for the vectorizer where the tuning keeps them
   off (znver4 and znver5 under GCC 13 to 16): without them GCC leaves a
   loop that stores through an index scalar (scatter_pairs), while the
   vls pass would turn its scatters into shuffles and one store per
   lane.  While the vectorizer runs on a function, the tuning's scatter
   flags are turned on when
   - the target has AVX-512 scatters, and -mtune-ctrl names no scatter
     flag (the user's choice stands);
   - a loop of the function stores through an address the data
     reference analysis cannot follow (an index loaded in the loop: a
     scatter), no loop stores at a stride other than one element (a
     store GCC would otherwise make element by element might become a
     lone scatter), and the vectorizer weighs every loop's cost (not an
     omp simd loop, whose cost it does not ask by default).
   They go on too where gather_tuning.cc opens the gathers for omp simd
   loops that read or write through an index under a mask.  The cost
   client refuses every way of vectorizing a loop that keeps a scatter
   the pass will not group, so a loop is vectorized only when each of
   its scatters becomes stores.
   The other way round, at tunings that keep scatters on, the flags are
   turned off for a function whose stores through an index or at a
   stride are all in copies behind a check of distinct indices
   (distinct_loop.h) and stock's loops beside them: GCC then emulates
   the copy's lone scatter, one store a lane.  An Intel Xeon (Emerald
   Rapids) ran cell_deposit's copy at -march=native 0.82 times as fast
   as stock's loop with a scatter instruction, 1.13 to 1.31 times with
   the scatter emulated (GCC 14 and 16, bench/RESULTS.md).
   The flags go back as the next pass starts.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include "gcc_compat.h"
#include "scatter_tuning.h"
#include "cost_notes.h"
#include "function_changes.h"
#include "loop_info.h"
#include "gather_tuning.h"
#include "x86_costs.h"

#if VSHAPE_HAS_SCATTER_TUNING

namespace {

/* The tuning's flags while the plugin has them on (OPENED) or off
   (CLOSED).  */
bool opened, closed;
unsigned char saved[3];

/* Whether a loop of a function is a copy behind a check of distinct
   indices or stock's loop beside one (vls_scatter_tuning_install).  */
bool (*checked_copy_p) (function *, const class loop *);

/* Whether the pass that runs is the vectorizer.  */
bool in_vect;

/* How the store STMT, in LOOP, walks memory across iterations: an
   address the analysis cannot follow is an index.  */
vshape_step
store_step (gimple *stmt, class loop *loop)
{
  if (!gimple_assign_single_p (stmt))
    return VSHAPE_STEP_OTHER;
  return vshape_ref_step (gimple_assign_lhs (stmt), stmt, loop);
}

/* The number of stores through an index in FUN's loops, or 0 when some
   loop stores at another stride, or is vectorized whatever its cost
   (omp simd, or an unlimited cost model): the cost client could not
   refuse a way of vectorizing it.  */
unsigned
indexed_stores (function *fun)
{
  unsigned indexed = 0;
  auto_vec<unsigned> per_loop;
  per_loop.safe_grow_cleared (number_of_loops (fun));
  bool pair = false;
  basic_block bb;
  FOR_EACH_BB_FN (bb, fun)
    {
      class loop *loop = bb->loop_father;
      if (!loop || loop_outer (loop) == NULL)
	continue;
      if (loop_cost_model (loop) == VECT_COST_MODEL_UNLIMITED)
	return 0;
      for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	   gsi_next (&gsi))
	{
	  gimple *stmt = gsi_stmt (gsi);
	  if (!gimple_vdef (stmt))
	    continue;
	  switch (store_step (stmt, loop))
	    {
	    case VSHAPE_STEP_UNKNOWN:
	      indexed++;
	      pair |= ++per_loop[loop->num] > 1;
	      break;
	    case VSHAPE_STEP_OTHER:
	      return 0;
	    case VSHAPE_STEP_UNIT:
	      break;
	    }
	}
    }
  return pair ? indexed : 0;
}

/* Whether every store of FUN through an index or at a stride other
   than one element is in a copy behind a check of distinct indices or
   in stock's loop beside one, and one is.  */
bool
only_copies_scatter (function *fun)
{
  bool copy = false;
  basic_block bb;
  FOR_EACH_BB_FN (bb, fun)
    {
      class loop *loop = bb->loop_father;
      if (!loop || loop_outer (loop) == NULL)
	continue;
      if (checked_copy_p (fun, loop))
	{
	  copy = true;
	  continue;
	}
      for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	   gsi_next (&gsi))
	if (gimple_vdef (gsi_stmt (gsi))
	    && store_step (gsi_stmt (gsi), loop) != VSHAPE_STEP_UNIT)
	  return false;
    }
  return copy;
}

/* Keep the tuning's scatter flags in SAVED and set them to ON.  */
void
set_scatters (unsigned char on)
{
  saved[0] = TARGET_USE_SCATTER_2PARTS;
  saved[1] = TARGET_USE_SCATTER_4PARTS;
  saved[2] = TARGET_USE_SCATTER_8PARTS;
  TARGET_USE_SCATTER_2PARTS = TARGET_USE_SCATTER_4PARTS
    = TARGET_USE_SCATTER_8PARTS = on;
}

/* Turn the scatter flags off for FUN where its copies behind a check of
   distinct indices are the only loops that could scatter.  */
void
close_scatters_for_copies (function *fun)
{
  if (!x86_tune_scatters_p () || x86_tune_ctrl_names ("scatter")
      || !only_copies_scatter (fun))
    return;
  set_scatters (0);
  closed = true;
  vshape_note_change (fun, VSHAPE_CHANGE_TUNING);
  vls_cost_client_note_function
    (xstrdup ("scatter instructions closed to the vectorizer: its copies "
	      "behind a check of distinct indices store one element a "
	      "lane"));
}

/* Turn the scatter flags on for FUN where it qualifies, or where
   GATHERS: gather_tuning.cc opened the gathers for its omp simd loops
   (which need both).  */
void
open_scatters (function *fun, bool gathers)
{
  if (!TARGET_AVX512F || x86_tune_ctrl_names ("scatter")
      || x86_tune_scatters_p ())
    return;
  unsigned indexed = gathers ? 0 : indexed_stores (fun);
  if (!gathers && !indexed)
    return;
  set_scatters (1);
  opened = true;
  vshape_note_change (fun, VSHAPE_CHANGE_TUNING);
  if (!gathers)
    vls_cost_client_note_function
      (xasprintf ("scatters the tuning avoids are open to the vectorizer "
		  "(%u store%s through an index); a loop is vectorized with "
		  "them only where the vls pass groups every one", indexed,
		  indexed == 1 ? "" : "s"));
}

/* Put the tuning's scatter flags back as SAVED holds them.  */
void
restore_scatters ()
{
  TARGET_USE_SCATTER_2PARTS = saved[0];
  TARGET_USE_SCATTER_4PARTS = saved[1];
  TARGET_USE_SCATTER_8PARTS = saved[2];
  opened = closed = false;
}

/* Before each pass: open (or close) around the vectorizer, restore
   after it.  */
void
on_pass (void *gcc_data, void *)
{
  opt_pass *pass = static_cast<opt_pass *> (gcc_data);
  if (opened || closed)
    restore_scatters ();
  if (in_vect)
    vls_gather_tuning_close ();
  in_vect = pass && pass->name && !strcmp (pass->name, "vect") && cfun;
  if (in_vect)
    {
      open_scatters (cfun, vls_gather_tuning_open (cfun));
      if (!opened)
	close_scatters_for_copies (cfun);
    }
}

} // namespace

void
vls_scatter_tuning_install (const char *plugin_name,
			    bool (*copy_p) (function *, const class loop *))
{
  checked_copy_p = copy_p;
  register_callback (plugin_name, PLUGIN_PASS_EXECUTION, on_pass, NULL);
}

bool
vls_scatters_opened_p ()
{
  return opened;
}

bool
vls_scatter_tuning_closes_p ()
{
  return checked_copy_p != NULL;
}

#else

void
vls_scatter_tuning_install (const char *,
			    bool (*) (function *, const class loop *))
{
}

bool
vls_scatters_opened_p ()
{
  return false;
}

bool
vls_scatter_tuning_closes_p ()
{
  return false;
}

#endif
