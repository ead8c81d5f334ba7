/* The vshape pass: runs before if-conversion, so branches are still
   branches, and reports the shape of every value of each loop the
   vectorizer will look at.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include "gcc_compat.h"
#include "plugin_options.h"
#include "eligibility.h"
#include "loop_info.h"
#include "unit_notes.h"
#include "vshape_pass.h"

namespace {

const pass_data vshape_pass_data = {
  GIMPLE_PASS,
  "vshape",
  OPTGROUP_VEC,
  TV_NONE,
  PROP_cfg | PROP_ssa,
  0, 0, 0, 0
};

class vshape_pass : public gimple_opt_pass
{
public:
  vshape_pass (gcc::context *ctxt)
    : gimple_opt_pass (vshape_pass_data, ctxt)
  {}

  /* GCC runs the loop pipeline only on functions with loops.  */
  bool gate (function *fun) final override
  {
    vshape_unit_saw_loops (name);
    return vshape_opts.da && vshape_vectorizer_runs_p (fun);
  }

  unsigned int execute (function *fun) final override;
};

unsigned int
vshape_pass::execute (function *fun)
{
  for (auto loop : loops_list (fun, 0))
    if (dump_file)
      fprintf (dump_file, ";; vshape: loop %d at %s, depth %d\n", loop->num,
	       vshape_loop_position (loop).c_str (), loop_depth (loop));
  return 0;
}

} // namespace

opt_pass *
make_vshape_pass (gcc::context *ctxt)
{
  return new vshape_pass (ctxt);
}
