/* The vls pass's work on one basic block: its gathers, then its
   scatters, each direction found, grouped through the server, and
   decided group by group.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#ifndef VSHAPE_VLS_BLOCK_H
#define VSHAPE_VLS_BLOCK_H

#include "vls_policy.h"

/* Find the gathers and the scatters of BB, group each direction and
   rewrite the groups POLICY allows; the SSA names the removed accesses
   used go to DEAD.  */
void vls_rewrite_block (basic_block bb, const vls_policy &policy,
			bitmap dead);

#endif
