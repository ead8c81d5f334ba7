/* What the vls pass may do, decided once from the plugin's options at
   the start of the pass and handed to everything below it.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#ifndef VSHAPE_VLS_POLICY_H
#define VSHAPE_VLS_POLICY_H

extern "C" {
#include "vls_group.h"
}

struct vls_policy
{
  /* How gathers are cut into groups (scatters have one way).  */
  vs_vls_grouping_method method;
  /* Rewrite every legal group, whatever it costs (vls=force).  */
  bool ignore_cost;
  /* Where the dump lines go (NULL: nowhere), and whether the shuffle
     graphs also go there in DOT form.  */
  FILE *dump;
  bool details;
};

#endif
