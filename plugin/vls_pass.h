/* The vls pass: grouping of adjacent gathers after the vectorizer.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#ifndef VSHAPE_VLS_PASS_H
#define VSHAPE_VLS_PASS_H

opt_pass *make_vls_pass (gcc::context *ctxt);

/* Put the cost client (vect_hooks/cost_client.h) in the vectorizer's cost
   model when the options ask for it (vls-cost=on, with vls or
   predication on), under the policy the vls pass follows.  */
void vls_maybe_install_cost_client ();

#endif
