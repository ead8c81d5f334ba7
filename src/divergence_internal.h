/* The layout of a divergence result, shared by divergence.c,
   divergence_results.c and divergence_verify.c.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#ifndef VSHAPE_DIVERGENCE_INTERNAL_H
#define VSHAPE_DIVERGENCE_INTERNAL_H

#include "divergence.h"
#include "loop_ir_internal.h"
#include "vs_vector.h"

struct vs_divergence
{
  const vs_nest *nest;
  vs_shape *shape, *address;	/* per instruction */
  unsigned char *join;		/* per block */
  unsigned char *loop_div;	/* per loop */
  vs_divergent_branch *branches;
  int nbranches;
  vs_ivec branch_joins;		/* pool the branches point into */
  vs_divergent_loop *loops;
  int nloops;
  vs_ivec *loop_joins;		/* per loop id */
};

/* Records the divergent branch ending BLOCK with its joins JOINS and the
   loop it makes divergent.  Returns a vs_status.  */
int vs_divergence_add_branch (vs_divergence *d, int block, int insn,
			      int loop, const vs_ivec *joins);

/* Sorts the branches and fills the loop records, once the propagation
   is over.  Returns a vs_status.  */
int vs_divergence_finalize (vs_divergence *d);

#endif
