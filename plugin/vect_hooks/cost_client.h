/* The VLS server's second client, inside the vectorizer's cost model:
   while GCC prices a way of vectorizing a loop, every group of adjacent
   gathers that the vls pass will rewrite is priced as its sequence
   (contiguous loads and shuffles) instead of as its gathers, so that the
   vectorizer chooses between scalar and vector code, and between vector
   sizes, with the price of the code the plugin emits.  It also keeps
   the loops predication made vectorizable scalar where their vector
   code would not win on CPUs whose gathers are slow.  It wraps the
   target's create_costs hook: everything else stays the target's.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#ifndef VSHAPE_COST_CLIENT_H
#define VSHAPE_COST_CLIENT_H

#include "vls_policy.h"

/* Wrap the target's cost model (GCC 11: its cost hooks) so that groups
   are priced under POLICY (its dump is not used: the client keeps its
   notes for the vls pass) when GROUPS, and predicated loops are checked
   in any case.  */
void vls_cost_client_install (const vls_policy &policy, bool groups);

/* Whether the client is installed, and so checks the price of the loops
   predication makes vectorizable.  */
bool vls_cost_client_installed_p ();

#endif
