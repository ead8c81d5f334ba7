/* Inductions of the context loop.

   The lanes of the vector are consecutive iterations of the context
   loop, so a phi of its header holds, in lane L, the value its back edge
   carried L iterations later than lane 0.  That is linear in L exactly
   when the back-edge value is the phi plus amounts that are the same in
   every iteration: the phi is then Strided by the sum of those amounts.
   This file finds, without looking at shapes, the chain of additions
   from each back-edge value down to the phi and the "step" operands
   added on the way; divergence.c turns the shapes of the steps into the
   phi's shape.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include <stdlib.h>

#include "divergence_internal.h"

/* Longest chain of additions searched from a back-edge value.  */
#define MAX_CHAIN 8

/* Whether OP reaches PHI through at most DEPTH additions, subtractions,
   pointer additions and same-size conversions; on success appends the
   step operands (with their sign and the instruction using them) to
   STEPS.  */
static int
find_chain (const vs_nest *n, int phi, vs_operand op, int depth,
	    vs_ind_step *steps, int *nsteps)
{
  if (op.kind != VS_OPERAND_VALUE)
    return 0;
  int v = (int) op.value;
  if (v == phi)
    return 1;
  if (depth == 0 || !(n->blocks[n->insns[v].block].flags
		      & VS_BLOCK_IN_CONTEXT))
    return 0;
  const vs_insn_rec *r = &n->insns[v];
  const vs_operand *ops = n->ops + r->first_op;
  int saved = *nsteps;
  switch (r->opcode)
    {
    case VS_OP_CONVERT:
      if (r->size != n->insns[phi].size)
	return 0;
      return find_chain (n, phi, ops[0], depth - 1, steps, nsteps);
    case VS_OP_ADD:
    case VS_OP_SUB:
    case VS_OP_POINTER_PLUS:
      for (int side = 0; side < 2; side++)
	{
	  /* Only an addition may have its chain on the right.  */
	  if (side == 1 && r->opcode != VS_OP_ADD)
	    break;
	  *nsteps = saved;
	  if (*nsteps == VS_MAX_IND_STEPS)
	    return 0;
	  vs_ind_step *s = &steps[(*nsteps)++];
	  s->op = ops[1 - side];
	  s->negate = r->opcode == VS_OP_SUB;
	  s->user = v;
	  if (find_chain (n, phi, ops[side], depth - 1, steps, nsteps))
	    return 1;
	}
      *nsteps = saved;
      return 0;
    default:
      return 0;
    }
}

int
vs_induction_find (const vs_nest *n, int phi, vs_induction *ind)
{
  const vs_insn_rec *r = &n->insns[phi];
  ind->nchains = 0;
  ind->nsteps = 0;
  for (int a = 0; a < r->nargs; a++)
    {
      const vs_phi_arg_rec *arg = &n->args[r->first_arg + a];
      if (!vs_edge_is_back (n, arg->edge))
	continue;
      if (ind->nchains == VS_MAX_IND_CHAINS)
	return 0;
      if (!find_chain (n, phi, arg->op, MAX_CHAIN, ind->steps, &ind->nsteps))
	return 0;
      ind->chain_end[ind->nchains++] = ind->nsteps;
    }
  return ind->nchains > 0;
}
