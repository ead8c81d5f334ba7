/* The layout of a divergence result, shared by divergence.c,
   divergence_results.c and divergence_verify.c.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#ifndef VSHAPE_DIVERGENCE_INTERNAL_H
#define VSHAPE_DIVERGENCE_INTERNAL_H

#include "divergence.h"
#include "loop_ir_layout.h"
#include "vs_vector.h"

struct vs_divergence
{
  const vs_nest *nest;
  vs_shape *shape, *address;	/* per instruction */
  unsigned char *join;		/* per block */
  unsigned char *loop_div;	/* per loop */
  vs_divergent_branch *branches;
  int nbranches;
  size_t cap_branches;
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

/* A step of an induction: operand OP, subtracted when NEGATE, added by
   instruction USER of the chain.  */
typedef struct vs_ind_step
{
  vs_operand op;
  int negate, user;
} vs_ind_step;

#define VS_MAX_IND_CHAINS 4
#define VS_MAX_IND_STEPS 32

/* The back-edge chains of a phi of the context loop's header: chain C
   has the steps from STEPS[CHAIN_END[C-1]] (0 for the first) to
   STEPS[CHAIN_END[C] - 1].  */
typedef struct vs_induction
{
  int nchains, nsteps;
  int chain_end[VS_MAX_IND_CHAINS];
  vs_ind_step steps[VS_MAX_IND_STEPS];
} vs_induction;

/* Whether every back-edge value of PHI (a phi of the context loop's
   header) is PHI plus step operands, through additions, subtractions,
   pointer additions and same-size conversions; fills IND then
   (divergence_induction.c).  */
int vs_induction_find (const vs_nest *n, int phi, vs_induction *ind);

#endif
