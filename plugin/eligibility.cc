/* Which functions the plugin's passes look at.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include "gcc_compat.h"
#include "eligibility.h"

bool
vshape_vectorizer_runs_p (function *fun)
{
#ifdef VSHAPE_TARGET_X86
  return optimize > 0
	 && (flag_tree_loop_vectorize || fun->has_force_vectorize_loops);
#else
  (void) fun;
  return false;
#endif
}
