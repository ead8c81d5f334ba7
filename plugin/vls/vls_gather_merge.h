/* Selects after masked gathers folded into the gathers.  A predicated
   load made a masked load (pred_masked_loads.cc) becomes, in the
   vector loop, a masked gather builtin that gives its inactive lanes
   zeros, then a select of a constant in those lanes: a blend the
   gather can do itself, since its first argument is what it leaves in
   the lanes its mask turns off.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#ifndef VSHAPE_VLS_GATHER_MERGE_H
#define VSHAPE_VLS_GATHER_MERGE_H

#include "gcc_compat.h"

/* In BB, each select M ? G : C, G the only use of a masked x86 gather
   builtin whose mask is M's value (or that value viewed as another
   vector type of as many lanes) and C a constant (or a name set to
   one), becomes the gather with C as its first argument.  Says each in
   DUMP (when not NULL); returns how many.  */
unsigned vls_merge_gather_selects (basic_block bb, FILE *dump);

#endif
