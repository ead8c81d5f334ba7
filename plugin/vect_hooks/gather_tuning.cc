/* Gather and scatter instructions for the vectorizer where the tuning
   keeps them off, at the tunings of the CPUs they were measured on
   (znver4: an AMD EPYC Zen 4, bench/RESULTS.md, where an omp simd sum
   of one table read through an index under a cutoff ran 1.57 to 1.81
   times as fast as stock's scalar loop so vectorized, and one of two
   to four tables 0.57 to 0.85 times, which the predicated check now
   refuses).  GCC emulates an unmasked gather with scalar loads, but no
   masked one: an omp simd loop that reads and writes through an index
   under a condition stays scalar without them.  They are on while the
   vectorizer runs on a function when
   - the target has AVX-512, the tuning is one of those, and
     -mtune-ctrl names no gather or scatter flag (the user's choice
     stands);
   - some loop of the function is an if-converted omp simd loop with
     masked accesses through an index, whose vectorization the cost
     client's predicated check can weigh: predication rewrote it and
     handed it to the cost model, or GCC if-converted it itself and the
     plugin hands it to the cost model while the flags are on (not
     under -fsimd-cost-model=unlimited or -fvect-cost-model=unlimited);
   - every other loop the vectorizer may take reads and writes memory
     only at a step of zero or one element: with the flags on, GCC
     would make a gather or scatter of any other access, where stock
     GCC emulates it or leaves the loop scalar.
   The scatter flags go on with them (scatter_tuning.cc), and the cost
   client then refuses each way of vectorizing a loop that keeps a
   scatter out of the vls pass's groups.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include "gcc_compat.h"
#include "gather_tuning.h"
#include "cost_notes.h"
#include "function_changes.h"
#include "gather_addresses.h"
#include "loop_info.h"
#include "pred_marks.h"
#include "x86_costs.h"

#if VSHAPE_HAS_SCATTER_TUNING

namespace {

/* The tunings of the CPUs the opened form was measured faster on.  */
const char *const measured_tunings[] = { "znver4" };

bool enabled;

/* The last decision: its function, its answer, and the masked accesses
   of its loops (for the dump).  */
function *decided_for;
bool decision;
unsigned decided_masked;

/* The flags while the plugin has them on; OPENED when it does.  */
bool opened;
unsigned char saved[3];

/* The loops the decision was for; the numbers of those among them whose
   force_vectorize flag the plugin cleared while the gathers are open
   (omp simd loops GCC if-converted itself), and their function.  */
auto_vec<class loop *> targets;
auto_vec<int> weighed;
function *weighed_in;

bool
measured_tuning_p ()
{
  for (const char *name : measured_tunings)
    if (!strcmp (x86_tuning_name (), name))
      return true;
  return false;
}

/* Whether STMT, a statement of LOOP's own blocks, reads and writes
   memory (if at all) only where the flags change nothing: at a step of
   zero or one element, or in a call that is not a masked access.  */
bool
step_unchanged_p (gimple *stmt, class loop *loop)
{
  if (!gimple_vuse (stmt))
    return true;
  if (is_gimple_call (stmt))
    return !gimple_call_internal_p (stmt, IFN_MASK_LOAD)
	   && !gimple_call_internal_p (stmt, IFN_MASK_STORE);
  if (!gimple_assign_single_p (stmt))
    return false;
  if (gimple_store_p (stmt)
      && vshape_ref_step (gimple_assign_lhs (stmt), stmt, loop)
	 != VSHAPE_STEP_UNIT)
    return false;
  return (!gimple_assign_load_p (stmt)
	  || vshape_ref_step (gimple_assign_rhs1 (stmt), stmt, loop)
	     == VSHAPE_STEP_UNIT);
}

/* Whether predication rewrote LOOP: a statement of it enables a
   predicated arm.  */
bool
predicated_loop_p (class loop *loop)
{
  return vshape_loop_has_stmt (loop, pred_enabling_stmt_p);
}

/* Whether the user asked for no cost model of omp simd loops, or of
   any loop: their vectorization is not the plugin's to weigh.  */
bool
unweighable_p ()
{
  return global_options_set.x_flag_simd_cost_model
	 || flag_vect_cost_model == VECT_COST_MODEL_UNLIMITED;
}

/* Whether LOOP is an if-converted omp simd loop that reads or writes
   through an index under a mask, and whose vectorization the cost
   client can weigh: predication rewrote it and handed it to the cost
   model, or GCC if-converted it itself (masked arithmetic) and the
   plugin hands it to the cost model while the gathers are open.  Adds
   its masked accesses to *MASKED.  */
bool
opened_for_p (class loop *loop, unsigned *masked)
{
  if (loop->inner || loop->safelen <= 1 || unweighable_p ())
    return false;
  if (loop_cost_model (loop) == VECT_COST_MODEL_UNLIMITED
      ? !loop->force_vectorize : !predicated_loop_p (loop))
    return false;
  unsigned here = vls_masked_indexed_accesses (loop);
  *masked += here;
  return here != 0;
}

/* The decision for FUN (the header says when).  */
bool
decide (function *fun)
{
  decided_masked = 0;
  targets.truncate (0);
  if (!enabled || !TARGET_AVX512F || !measured_tuning_p ()
      || x86_tune_ctrl_names ("gather") || x86_tune_ctrl_names ("scatter")
      || x86_tune_gathers_p () || x86_tune_scatters_p ())
    return false;
  auto_bitmap nums;
  for (class loop *loop : vshape_if_converted_loops (fun))
    if (opened_for_p (loop, &decided_masked))
      {
	bitmap_set_bit (nums, loop->num);
	targets.safe_push (loop);
      }
  if (targets.is_empty ())
    return false;
  basic_block bb;
  FOR_EACH_BB_FN (bb, fun)
    {
      class loop *loop = bb->loop_father;
      if (!loop || !loop_outer (loop) || loop->dont_vectorize
	  || bitmap_bit_p (nums, loop->num))
	continue;
      /* A loop around a target holds its two versions: GCC does not
	 vectorize such an outer loop.  */
      bool around = false;
      for (class loop *inner = loop->inner; inner && !around;
	   inner = inner->next)
	around = bitmap_bit_p (nums, inner->num);
      if (around)
	continue;
      for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	   gsi_next (&gsi))
	if (!step_unchanged_p (gsi_stmt (gsi), loop))
	  return false;
    }
  return true;
}

} // namespace

void
vls_gather_tuning_enable ()
{
  enabled = true;
}

bool
vls_gather_tuning_applies_p (function *fun)
{
  if (decided_for != fun)
    {
      decision = decide (fun);
      decided_for = fun;
    }
  return decision;
}

bool
vls_gather_tuning_open (function *fun)
{
  if (!vls_gather_tuning_applies_p (fun))
    return false;
  saved[0] = TARGET_USE_GATHER_2PARTS;
  saved[1] = TARGET_USE_GATHER_4PARTS;
  saved[2] = VSHAPE_TUNE_WIDEST_GATHER;
  TARGET_USE_GATHER_2PARTS = TARGET_USE_GATHER_4PARTS
    = VSHAPE_TUNE_WIDEST_GATHER = 1;
  opened = true;
  weighed_in = fun;
  for (class loop *loop : targets)
    if (loop->force_vectorize)
      {
	loop->force_vectorize = false;
	weighed.safe_push (loop->num);
      }
  vshape_note_change (fun, VSHAPE_CHANGE_TUNING);
  unsigned loops = targets.length ();
  vls_cost_client_note_function
    (xasprintf ("gathers and scatters the tuning avoids are open to the "
		"vectorizer at %s, where they were measured, for %u omp "
		"simd loop%s that read%s or write%s through an index under a "
		"condition (%u masked access%s); the predicated check "
		"decides whether %s vectorized", x86_tuning_name (),
		loops, loops == 1 ? "" : "s", loops == 1 ? "s" : "",
		loops == 1 ? "s" : "", decided_masked,
		decided_masked == 1 ? "" : "es",
		loops == 1 ? "it is" : "each is"));
  return true;
}

void
vls_gather_tuning_close ()
{
  decided_for = NULL;
  if (!opened)
    return;
  TARGET_USE_GATHER_2PARTS = saved[0];
  TARGET_USE_GATHER_4PARTS = saved[1];
  VSHAPE_TUNE_WIDEST_GATHER = saved[2];
  opened = false;
  /* The vectorizer drops the if-converted loops it does not take.  */
  for (int num : weighed)
    if (loops_for_fn (weighed_in)
	&& (unsigned) num < number_of_loops (weighed_in))
      if (class loop *loop = get_loop (weighed_in, num))
	loop->force_vectorize = true;
  weighed.truncate (0);
  targets.truncate (0);
}

bool
vls_gather_tuning_weighs_p (class loop *loop)
{
  return opened && targets.contains (loop);
}

#else

void
vls_gather_tuning_enable ()
{
}

bool
vls_gather_tuning_applies_p (function *)
{
  return false;
}

bool
vls_gather_tuning_open (function *)
{
  return false;
}

void
vls_gather_tuning_close ()
{
}

bool
vls_gather_tuning_weighs_p (class loop *)
{
  return false;
}

#endif
