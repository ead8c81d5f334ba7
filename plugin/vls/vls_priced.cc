/* The gathers the cost client priced inside a group (vls_priced.h).

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include "gcc_compat.h"
#include "vls_priced.h"

namespace {

/* The place of each scalar load of PRICED_FUN priced inside a group,
   and the lanes of its gather.  */
struct priced_load
{
  location_t where;
  unsigned lanes;
};
function *priced_fun;
vec<priced_load> priced;

} // namespace

void
vls_note_priced_load (gimple *stmt, unsigned lanes)
{
  if (priced_fun != cfun)
    priced.truncate (0);
  priced_fun = cfun;
  priced_load p = { gimple_location (stmt), lanes };
  priced.safe_push (p);
}

bool
vls_cost_client_priced_p (gimple *stmt, unsigned lanes)
{
  if (priced_fun != cfun)
    return false;
  for (unsigned i = 0; i < priced.length (); i++)
    if (priced[i].where == gimple_location (stmt) && priced[i].lanes == lanes)
      return true;
  return false;
}
