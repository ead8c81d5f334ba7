/* The x86 gather and scatter builtins (x86_builtins.h).

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include "gcc_compat.h"
#include "x86_builtins.h"
#include "loop_info.h"

namespace {

/* The gather and scatter builtins take five arguments.  */
const unsigned gather_scatter_nargs = 5;

/* Whether CALL calls a target builtin whose name starts with PREFIX,
   with the arguments of a gather or a scatter.  */
bool
target_builtin_p (const gcall *call, const char *prefix)
{
  tree fndecl = gimple_call_fndecl (call);
  return fndecl && fndecl_built_in_p (fndecl, BUILT_IN_MD)
	 && startswith (IDENTIFIER_POINTER (DECL_NAME (fndecl)), prefix)
	 && gimple_call_num_args (call) == gather_scatter_nargs;
}

/* Whether CALL stores through a scatter instruction.  */
bool
scatter_call_p (const gcall *call)
{
  if (gimple_call_internal_p (call))
    switch (gimple_call_internal_fn (call))
      {
      case IFN_SCATTER_STORE:
      case IFN_MASK_SCATTER_STORE:
	return true;
      default:
	return false;
      }
  return vshape_scatter_builtin_p (call);
}

} // namespace

bool
vshape_gather_builtin_p (const gcall *call)
{
  return target_builtin_p (call, "__builtin_ia32_gather");
}

bool
vshape_scatter_builtin_p (const gcall *call)
{
  return target_builtin_p (call, "__builtin_ia32_scatter");
}

bool
vshape_loop_has_scatter (class loop *loop)
{
  return vshape_loop_has_stmt (loop, [] (gimple *stmt) {
    gcall *call = dyn_cast<gcall *> (stmt);
    return call && scatter_call_p (call);
  });
}
