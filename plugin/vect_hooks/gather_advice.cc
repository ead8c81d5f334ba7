/* The advice on gather instructions a tuning keeps off (see
   gather_advice.h).  GCC 13 and later keep them from the vectorizer at
   the tunings of the Intel CPUs whose fix for Gather Data Sampling
   slows them (skylake-avx512, icelake-server, tigerlake, rocketlake)
   and at znver4 and the generic tuning (at znver4 the plugin may turn
   them on itself: gather_tuning.h).  GCC emulates an unmasked
   gather with scalar loads, but not a masked one: an omp simd loop
   that reads or writes through an index under a condition (the half
   neighbour list's f[j] -= ..., inside the cutoff) stays scalar.  At
   the Intel tunings the plugin does not turn the gathers on itself: on
   an Intel Xeon that is not slowed (family 6 model 167 under KVM, which
   GCC takes for a rocketlake), bench lj_half_simd with them on ran 1.08
   to 1.11 times as fast as scalar code under GCC 13 to 16, but no CPU
   the tuning is for was measured.  The user who knows the CPU can: the
   dump and the missed remark name the option.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include "gcc_compat.h"
#include "gather_advice.h"
#include "gather_tuning.h"
#include "cost_notes.h"
#include "x86_costs.h"

namespace {

/* The advice for the function the vectorizer ran on last, for its
   remark: the function, its first loop's place, and the count.  */
struct advice
{
  tree fndecl;
  location_t where;
  unsigned masked;
} last;

} // namespace

void
vls_note_gather_advice (function *fun, unsigned masked, class loop *first)
{
  last.fndecl = NULL_TREE;
  if (!masked || !TARGET_AVX512F || x86_tune_ctrl_names ("gather")
      || x86_tune_gathers_p () || vls_gather_tuning_applies_p (fun))
    return;
  last.fndecl = fun->decl;
  last.where = find_loop_location (first).get_location_t ();
  last.masked = masked;
  vls_cost_client_note_function
    (xasprintf ("the omp simd loops' %u masked access%s through an index "
		"need gather instructions, which the tuning keeps off: "
		"-mtune-ctrl=%s turns them on, where the CPU runs gathers "
		"fast", masked, masked == 1 ? "" : "es",
		VSHAPE_TUNE_GATHER_FLAGS));
}

void
vls_remark_gather_advice (function *fun)
{
  if (last.fndecl != fun->decl)
    return;
  last.fndecl = NULL_TREE;
  if (dump_enabled_p ())
    dump_printf_loc (MSG_MISSED_OPTIMIZATION,
		     dump_user_location_t::from_location_t (last.where),
		     "vls: %u masked access%s through an index need gather "
		     "instructions, which the tuning keeps off; "
		     "-mtune-ctrl=%s turns them on\n", last.masked,
		     last.masked == 1 ? "" : "es", VSHAPE_TUNE_GATHER_FLAGS);
}
