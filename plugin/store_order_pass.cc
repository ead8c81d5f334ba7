/* The store-order pass (store_order_pass.h).

   GCC's sched2 at Intel tunings can put the two stores of a vector
   loop's iteration in descending address order (GCC 11 and 12 in loops
   whose tables the vls pass keeps in registers, GCC 11 to 16 in some
   loops and epilogues); where the vectors straddle cache lines that
   made such a loop run far slower than stock's, whose gathers hid the
   same order.  The pass runs after sched2 and works only in functions
   the plugin changed (function_changes.h): a function it leaves alone
   stays stock GCC's, byte for byte.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include "gcc_compat.h"
#include "plugin_options.h"
#include "function_changes.h"
#include "store_runs.h"
#include "store_order_pass.h"

namespace {

const pass_data store_order_pass_data = {
  RTL_PASS,
  "store-order",
  OPTGROUP_VEC,
  TV_NONE,
  0,
  0, 0, 0, 0
};

class store_order_pass : public rtl_opt_pass
{
public:
  store_order_pass (gcc::context *ctxt)
    : rtl_opt_pass (store_order_pass_data, ctxt)
  {}

  bool gate (function *) final override
  {
    return optimize > 0;
  }

  unsigned int execute (function *fun) final override;
};

unsigned int
store_order_pass::execute (function *fun)
{
  bool changed = vshape_take_changes (fun);
  if (!changed || !vshape_opts.store_order)
    {
      if (dump_file)
	fprintf (dump_file, ";; vshape: stores left in GCC's order: %s\n",
		 changed ? "store-order=off"
			 : "the plugin did not change this function");
      return 0;
    }
  unsigned runs = vshape_order_store_runs (fun, dump_file);
  if (dump_file)
    fprintf (dump_file, ";; vshape: runs of vector stores put in ascending "
	     "address order: %u\n", runs);
  return 0;
}

} // namespace

opt_pass *
make_store_order_pass (gcc::context *ctxt)
{
  return new store_order_pass (ctxt);
}
