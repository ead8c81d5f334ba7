/* vs_nest_finish: checks a built nest and derives the tables the
   analysis reads (successors, predecessors, phi arguments per phi, the
   loop tree order, loop exits, users of each instruction).

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include <stdlib.h>

#include "loop_ir_layout.h"

/* Numbers the loops in preorder of the loop tree (parents have smaller
   ids than their children, so one pass in id order suffices).  */
static int
order_loops (vs_nest *n)
{
  int nl = (int) n->nloops;
  int *size = calloc ((size_t) nl + 1, sizeof *size);
  int *next = calloc ((size_t) nl + 1, sizeof *next);
  n->loop_preorder = malloc (((size_t) nl + 1) * sizeof *n->loop_preorder);
  if (size == NULL || next == NULL || n->loop_preorder == NULL)
    {
      free (size);
      free (next);
      return VS_ERR_NOMEM;
    }
  for (int l = nl - 1; l >= 0; l--)
    {
      size[l] += 1;
      if (n->loops[l].parent >= 0)
	size[n->loops[l].parent] += size[l];
    }
  int root_next = 0;
  for (int l = 0; l < nl; l++)
    {
      int p = n->loops[l].parent;
      int *slot = p >= 0 ? &next[p] : &root_next;
      n->loops[l].pre = *slot;
      n->loops[l].end = *slot + size[l];
      *slot += size[l];
      next[l] = n->loops[l].pre + 1;
      n->loop_preorder[n->loops[l].pre] = l;
    }
  free (size);
  free (next);
  return VS_OK;
}

/* Fills START[0..NGROUPS] with the start of each group of a counting
   sort whose keys are KEY[0..COUNT-1].  */
static void
group_starts (int *start, int ngroups, const int *key, size_t count)
{
  for (int g = 0; g <= ngroups; g++)
    start[g] = 0;
  for (size_t i = 0; i < count; i++)
    start[key[i] + 1]++;
  for (int g = 0; g < ngroups; g++)
    start[g + 1] += start[g];
}

/* Successor and predecessor edge lists of each block, in edge order.  */
static int
build_edge_lists (vs_nest *n)
{
  size_t ne = n->nedges, nb = n->nblocks;
  int *key = malloc ((ne + 1) * sizeof *key);
  int *start = malloc ((nb + 1) * sizeof *start);
  n->succ_edges = malloc ((ne + 1) * sizeof *n->succ_edges);
  n->pred_edges = malloc ((ne + 1) * sizeof *n->pred_edges);
  if (key == NULL || start == NULL || n->succ_edges == NULL
      || n->pred_edges == NULL)
    {
      free (key);
      free (start);
      return VS_ERR_NOMEM;
    }
  for (int pass = 0; pass < 2; pass++)
    {
      int *list = pass == 0 ? n->succ_edges : n->pred_edges;
      for (size_t e = 0; e < ne; e++)
	key[e] = pass == 0 ? n->edges[e].src : n->edges[e].dst;
      group_starts (start, (int) nb, key, ne);
      for (size_t b = 0; b < nb; b++)
	{
	  if (pass == 0)
	    n->blocks[b].first_succ = start[b];
	  else
	    n->blocks[b].first_pred = start[b];
	}
      for (size_t e = 0; e < ne; e++)
	list[start[key[e]]++] = (int) e;
      for (size_t b = 0; b < nb; b++)
	{
	  int first = pass == 0 ? n->blocks[b].first_succ
				: n->blocks[b].first_pred;
	  if (pass == 0)
	    n->blocks[b].nsucc = start[b] - first;
	  else
	    n->blocks[b].npred = start[b] - first;
	}
    }
  free (key);
  free (start);
  return VS_OK;
}

/* Groups the phi arguments by phi and checks that each phi has exactly
   one argument per incoming edge of its block.  */
static int
group_phi_args (vs_nest *n)
{
  size_t na = n->nargs, ni = n->ninsns;
  int *key = calloc (na + 1, sizeof *key);
  int *start = malloc ((ni + 1) * sizeof *start);
  vs_phi_arg_rec *sorted = malloc ((na + 1) * sizeof *sorted);
  int *seen = malloc ((n->nedges + 1) * sizeof *seen);
  int st = VS_OK;
  if (key == NULL || start == NULL || sorted == NULL || seen == NULL)
    st = VS_ERR_NOMEM;
  else
    {
      for (size_t a = 0; a < na; a++)
	key[a] = n->args[a].phi;
      group_starts (start, (int) ni, key, na);
      for (size_t i = 0; i < ni; i++)
	{
	  n->insns[i].first_arg = start[i];
	  n->insns[i].nargs = start[i + 1] - start[i];
	}
      for (size_t a = 0; a < na; a++)
	sorted[start[key[a]]++] = n->args[a];
      free (n->args);
      n->args = sorted;
      sorted = NULL;
      n->cap_args = na;
      for (size_t e = 0; e < n->nedges; e++)
	seen[e] = -1;
      for (size_t i = 0; i < ni && st == VS_OK; i++)
	{
	  const vs_insn_rec *r = &n->insns[i];
	  if (r->opcode != VS_OP_PHI)
	    continue;
	  if (r->nargs != n->blocks[r->block].npred)
	    st = VS_ERR_INVALID;
	  for (int a = 0; a < r->nargs && st == VS_OK; a++)
	    {
	      int e = n->args[r->first_arg + a].edge;
	      if (seen[e] == (int) i)
		st = VS_ERR_INVALID;
	      seen[e] = (int) i;
	    }
	}
    }
  free (key);
  free (start);
  free (sorted);
  free (seen);
  return st;
}

/* Whether OP may be read: set, and naming an instruction with a
   result.  */
static int
operand_ok (const vs_nest *n, vs_operand op)
{
  if (op.kind == VS_OPERAND_NONE)
    return 0;
  if (op.kind != VS_OPERAND_VALUE)
    return 1;
  if (op.value < 0 || (uint64_t) op.value >= n->ninsns)
    return 0;
  vs_opcode c = n->insns[op.value].opcode;
  return c != VS_OP_STORE && c != VS_OP_COND_BRANCH && c != VS_OP_SWITCH;
}

static int
check_operands (const vs_nest *n)
{
  for (size_t i = 0; i < n->nops; i++)
    if (!operand_ok (n, n->ops[i]))
      return VS_ERR_INVALID;
  for (size_t a = 0; a < n->nargs; a++)
    if (!operand_ok (n, n->args[a].op))
      return VS_ERR_INVALID;
  for (size_t i = 0; i < n->ninsns; i++)
    {
      const vs_insn_rec *r = &n->insns[i];
      int min = 0, max = -1;
      switch (r->opcode)
	{
	case VS_OP_NEGATE: case VS_OP_CONVERT: case VS_OP_LOAD:
	  min = max = 1;
	  break;
	case VS_OP_ADD: case VS_OP_SUB: case VS_OP_MUL: case VS_OP_SHL:
	case VS_OP_POINTER_PLUS: case VS_OP_ADDR_FIELD: case VS_OP_STORE:
	  min = max = 2;
	  break;
	case VS_OP_ADDR_ELEMENT:
	  min = 2, max = 4;
	  break;
	case VS_OP_SELECT:
	  min = max = 3;
	  break;
	case VS_OP_COND_BRANCH: case VS_OP_SWITCH:
	  min = 1;
	  break;
	default:
	  break;
	}
      if (r->nops < min || (max >= 0 && r->nops > max))
	return VS_ERR_INVALID;
    }
  return VS_OK;
}

/* Every edge into a loop from outside it enters at its header.  */
static int
check_loop_entries (const vs_nest *n)
{
  for (size_t e = 0; e < n->nedges; e++)
    {
      int src = n->edges[e].src, dst = n->edges[e].dst;
      for (int l = n->blocks[dst].loop; l >= 0 && !vs_block_in (n, src, l);
	   l = n->loops[l].parent)
	if (n->loops[l].header != dst)
	  return VS_ERR_INVALID;
    }
  return VS_OK;
}

typedef struct loop_block_pair
{
  int loop, block;
} loop_block_pair;

static int
cmp_pair (const void *a, const void *b)
{
  const loop_block_pair *x = a, *y = b;
  if (x->loop != y->loop)
    return (x->loop > y->loop) - (x->loop < y->loop);
  return (x->block > y->block) - (x->block < y->block);
}

/* For each loop, the sorted distinct blocks outside it entered by an
   edge from it, and the blocks whose innermost loop it is.  */
static int
build_loop_lists (vs_nest *n)
{
  size_t npairs = 0, cap = n->nedges + 1;
  loop_block_pair *pairs = malloc (cap * sizeof *pairs);
  int *key = malloc ((n->nblocks + 1) * sizeof *key);
  int st = VS_OK;
  if (pairs == NULL || key == NULL)
    st = VS_ERR_NOMEM;
  for (size_t e = 0; e < n->nedges && st == VS_OK; e++)
    {
      int src = n->edges[e].src, dst = n->edges[e].dst;
      for (int l = n->blocks[src].loop; l >= 0 && !vs_block_in (n, dst, l);
	   l = n->loops[l].parent)
	{
	  if (npairs == cap)
	    {
	      loop_block_pair *p = realloc (pairs, 2 * cap * sizeof *p);
	      if (p == NULL)
		{
		  st = VS_ERR_NOMEM;
		  break;
		}
	      pairs = p;
	      cap *= 2;
	    }
	  pairs[npairs].loop = l;
	  pairs[npairs++].block = dst;
	}
    }
  if (st == VS_OK)
    {
      qsort (pairs, npairs, sizeof *pairs, cmp_pair);
      n->exit_blocks = malloc ((npairs + 1) * sizeof *n->exit_blocks);
      n->loop_blocks = malloc ((n->nblocks + 1) * sizeof *n->loop_blocks);
      if (n->exit_blocks == NULL || n->loop_blocks == NULL)
	st = VS_ERR_NOMEM;
    }
  if (st == VS_OK)
    {
      int k = 0;
      for (size_t l = 0; l < n->nloops; l++)
	n->loops[l].nexits = 0;
      for (size_t i = 0; i < npairs; i++)
	{
	  if (i > 0 && cmp_pair (&pairs[i], &pairs[i - 1]) == 0)
	    continue;
	  vs_loop_rec *l = &n->loops[pairs[i].loop];
	  if (l->nexits == 0)
	    l->first_exit = k;
	  l->nexits++;
	  n->exit_blocks[k++] = pairs[i].block;
	}
      /* Blocks outside every loop go to the extra last group.  */
      int nl = (int) n->nloops;
      for (size_t b = 0; b < n->nblocks; b++)
	key[b] = n->blocks[b].loop >= 0 ? n->blocks[b].loop : nl;
      int *gs = malloc ((n->nloops + 2) * sizeof *gs);
      if (gs == NULL)
	st = VS_ERR_NOMEM;
      else
	{
	  group_starts (gs, nl + 1, key, n->nblocks);
	  for (int l = 0; l < nl; l++)
	    {
	      n->loops[l].first_block = gs[l];
	      n->loops[l].nblocks = gs[l + 1] - gs[l];
	    }
	  for (size_t b = 0; b < n->nblocks; b++)
	    n->loop_blocks[gs[key[b]]++] = (int) b;
	  free (gs);
	}
    }
  free (pairs);
  free (key);
  return st;
}

/* The instructions that read each instruction's result.  */
static int
build_users (vs_nest *n)
{
  size_t ni = n->ninsns, total = 0;
  n->user_start = calloc (ni + 2, sizeof *n->user_start);
  if (n->user_start == NULL)
    return VS_ERR_NOMEM;
  for (int pass = 0; pass < 2; pass++)
    {
      for (size_t i = 0; i < ni; i++)
	{
	  const vs_insn_rec *r = &n->insns[i];
	  for (int k = 0; k < r->nops + r->nargs; k++)
	    {
	      vs_operand op = k < r->nops ? n->ops[r->first_op + k]
					  : n->args[r->first_arg + k - r->nops].op;
	      if (op.kind != VS_OPERAND_VALUE)
		continue;
	      if (pass == 0)
		n->user_start[op.value + 2]++;
	      else
		n->users[n->user_start[op.value + 1]++] = (int) i;
	    }
	}
      if (pass == 0)
	{
	  for (size_t i = 0; i < ni; i++)
	    n->user_start[i + 2] += n->user_start[i + 1];
	  total = (size_t) n->user_start[ni + 1];
	  n->users = malloc ((total + 1) * sizeof *n->users);
	  if (n->users == NULL)
	    return VS_ERR_NOMEM;
	}
    }
  return VS_OK;
}

int
vs_nest_finish (vs_nest *n)
{
  if (n == NULL)
    return VS_ERR_INVALID;
  if (n->status != VS_OK || n->finished)
    return n->status;
  if (n->nblocks == 0 || n->context < 0 || n->entry < 0)
    return n->status = VS_ERR_INVALID;
  for (size_t l = 0; l < n->nloops; l++)
    if (n->loops[l].header < 0)
      return n->status = VS_ERR_INVALID;
  int st = order_loops (n);
  if (st == VS_OK)
    st = build_edge_lists (n);
  if (st == VS_OK)
    st = check_operands (n);
  if (st == VS_OK)
    st = group_phi_args (n);
  if (st == VS_OK)
    st = check_loop_entries (n);
  if (st == VS_OK)
    st = build_loop_lists (n);
  if (st == VS_OK)
    st = build_users (n);
  if (st == VS_OK)
    st = vs_cfg_compute (n);
  n->status = st;
  n->finished = 1;
  return st;
}
