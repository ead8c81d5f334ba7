/* Sync dependence: where the lanes that a divergent branch separates
   meet again (join blocks, whose phis become divergent), and which loops
   the branch makes divergent (lanes leave them in different
   iterations).

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#ifndef VSHAPE_SYNC_DEPENDENCE_H
#define VSHAPE_SYNC_DEPENDENCE_H

#include "loop_ir_layout.h"
#include "vs_vector.h"

typedef struct vs_sync vs_sync;

/* What one query found; the caller empties the vectors between
   queries.  */
typedef struct vs_sync_effects
{
  vs_ivec joins;		/* join blocks of the branch itself */
  vs_ivec loops;		/* loops that became divergent, in order */
  vs_ivec loop_joins;		/* pairs loop, block: the joins where the
				   exits of a divergent loop meet */
  int loop;			/* the loop whose exit the branch made
				   divergent, or VS_NONE */
} vs_sync_effects;

/* State for the queries on finished nest N; NULL when out of memory.  */
vs_sync *vs_sync_create (const vs_nest *n);
void vs_sync_destroy (vs_sync *s);

/* Effects of the divergent branch ending BLOCK (a block of the context
   loop outside irreducible regions).  Returns a vs_status.  */
int vs_sync_branch (vs_sync *s, int block, vs_sync_effects *eff);

/* Makes LOOP (strictly inside the context loop) divergent, with the
   effects of its divergent exits.  Returns a vs_status.  */
int vs_sync_loop (vs_sync *s, int loop, vs_sync_effects *eff);

bool vs_sync_loop_divergent (const vs_sync *s, int loop);

#endif
