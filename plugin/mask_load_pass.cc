/* The mask-load pass (see mask_load_pass.h).

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include "gcc_compat.h"
#include "eligibility.h"
#include "gather_tuning.h"
#include "mask_load_pass.h"
#include "pred_undo.h"
#include "pred_masked_loads.h"

namespace {

const pass_data mask_load_pass_data = {
  GIMPLE_PASS,
  "mask-loads",
  OPTGROUP_VEC,
  TV_NONE,
  PROP_cfg | PROP_ssa,
  0, 0, 0, 0
};

class mask_load_pass : public gimple_opt_pass
{
public:
  mask_load_pass (gcc::context *ctxt)
    : gimple_opt_pass (mask_load_pass_data, ctxt)
  {}

  /* Only functions predication rewrote.  */
  bool gate (function *fun) final override
  {
    return vshape_vectorizer_runs_p (fun) && pred_rewrites_in (fun);
  }

  unsigned int execute (function *fun) final override
  {
    pred_mask_redirected_loads (fun, vls_gather_tuning_applies_p (fun));
    return 0;
  }
};

} // namespace

opt_pass *
make_mask_load_pass (gcc::context *ctxt)
{
  return new mask_load_pass (ctxt);
}
