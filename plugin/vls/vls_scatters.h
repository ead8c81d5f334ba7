/* The scatter half of the vls pass: groups of adjacent AVX-512 scatters
   become shuffles plus one contiguous store per lane.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#ifndef VSHAPE_VLS_SCATTERS_H
#define VSHAPE_VLS_SCATTERS_H

/* Find the scatters of BB, group them and rewrite the groups; the SSA
   names the removed scatters used go to DEAD.  */
void vls_process_scatters (basic_block bb, bitmap dead);

#endif
