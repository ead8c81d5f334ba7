/* CFG order for the divergence analysis: reverse post-order from the
   entry, and irreducible regions.

   A cycle of the CFG that does not go through the back edge of a loop
   the client declared is irreducible (GCC's loop tree, like any natural
   loop tree, leaves such cycles out).  The analysis does not try to be
   precise there: every value in an irreducible region is Random, every
   phi reachable from it in the same iteration of the context loop is
   Random, and each loop strictly inside the context that contains it is
   divergent.  GCC's vectorizer rejects such loops anyway.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include <stdlib.h>

#include "loop_ir_layout.h"

typedef struct dfs_frame
{
  int block, next;		/* block and index of its next successor */
} dfs_frame;

/* Iterative depth-first search from the entry: fills rpo_blocks and the
   rpo numbers, marks reachable blocks; *IRREDUCIBLE is set when a
   retreating edge is not a declared back edge.  */
static int
depth_first (vs_nest *n, int *irreducible)
{
  size_t nb = n->nblocks;
  dfs_frame *stack = malloc (nb * sizeof *stack);
  unsigned char *state = calloc (nb, 1);	/* 1 open, 2 done */
  n->rpo_blocks = malloc (nb * sizeof *n->rpo_blocks);
  if (stack == NULL || state == NULL || n->rpo_blocks == NULL)
    {
      free (stack);
      free (state);
      return VS_ERR_NOMEM;
    }
  int sp = 0, npost = 0;
  stack[sp].block = n->entry;
  stack[sp++].next = 0;
  state[n->entry] = 1;
  *irreducible = 0;
  while (sp > 0)
    {
      dfs_frame *f = &stack[sp - 1];
      const vs_block_rec *b = &n->blocks[f->block];
      if (f->next < b->nsucc)
	{
	  int e = n->succ_edges[b->first_succ + f->next++];
	  int dst = n->edges[e].dst;
	  if (state[dst] == 0)
	    {
	      state[dst] = 1;
	      stack[sp].block = dst;
	      stack[sp++].next = 0;
	    }
	  else if (state[dst] == 1 && !vs_edge_is_back (n, e))
	    *irreducible = 1;
	  continue;
	}
      state[f->block] = 2;
      n->rpo_blocks[npost++] = f->block;
      sp--;
    }
  for (int i = 0; i < npost / 2; i++)
    {
      int t = n->rpo_blocks[i];
      n->rpo_blocks[i] = n->rpo_blocks[npost - 1 - i];
      n->rpo_blocks[npost - 1 - i] = t;
    }
  n->nrpo = npost;
  for (int i = 0; i < npost; i++)
    {
      n->blocks[n->rpo_blocks[i]].rpo = i;
      n->blocks[n->rpo_blocks[i]].flags |= VS_BLOCK_REACHABLE;
    }
  free (stack);
  free (state);
  return VS_OK;
}

typedef struct scc_state
{
  int *index, *low, *stack;
  unsigned char *on_stack;
  dfs_frame *frames;
} scc_state;

/* Marks VS_BLOCK_IRREDUCIBLE on every reachable block that lies on a
   cycle of the CFG without its declared back edges (Tarjan's strongly
   connected components, iteratively).  */
static int
mark_irreducible (vs_nest *n)
{
  size_t nb = n->nblocks;
  scc_state s;
  s.index = malloc (nb * sizeof *s.index);
  s.low = malloc (nb * sizeof *s.low);
  s.stack = malloc (nb * sizeof *s.stack);
  s.on_stack = calloc (nb, 1);
  s.frames = malloc (nb * sizeof *s.frames);
  int st = VS_OK;
  if (s.index == NULL || s.low == NULL || s.stack == NULL
      || s.on_stack == NULL || s.frames == NULL)
    st = VS_ERR_NOMEM;
  for (size_t b = 0; b < nb && st == VS_OK; b++)
    s.index[b] = -1;
  int counter = 0, sp = 0;
  for (int r = 0; r < n->nrpo && st == VS_OK; r++)
    {
      int root = n->rpo_blocks[r];
      if (s.index[root] >= 0)
	continue;
      int fp = 0;
      s.frames[fp].block = root;
      s.frames[fp++].next = 0;
      s.index[root] = s.low[root] = counter++;
      s.stack[sp++] = root;
      s.on_stack[root] = 1;
      while (fp > 0)
	{
	  dfs_frame *f = &s.frames[fp - 1];
	  int v = f->block;
	  const vs_block_rec *b = &n->blocks[v];
	  if (f->next < b->nsucc)
	    {
	      int e = n->succ_edges[b->first_succ + f->next++];
	      int w = n->edges[e].dst;
	      if (vs_edge_is_back (n, e))
		continue;
	      if (w == v)
		n->blocks[v].flags |= VS_BLOCK_IRREDUCIBLE;
	      else if (s.index[w] < 0)
		{
		  s.index[w] = s.low[w] = counter++;
		  s.stack[sp++] = w;
		  s.on_stack[w] = 1;
		  s.frames[fp].block = w;
		  s.frames[fp++].next = 0;
		}
	      else if (s.on_stack[w] && s.index[w] < s.low[v])
		s.low[v] = s.index[w];
	      continue;
	    }
	  fp--;
	  if (fp > 0)
	    {
	      int parent = s.frames[fp - 1].block;
	      if (s.low[v] < s.low[parent])
		s.low[parent] = s.low[v];
	    }
	  if (s.low[v] != s.index[v])
	    continue;
	  /* V roots a component: pop it, marking it when it is a cycle.  */
	  int first = sp;
	  do
	    first--;
	  while (s.stack[first] != v);
	  for (int k = first; k < sp; k++)
	    {
	      s.on_stack[s.stack[k]] = 0;
	      if (sp - first > 1)
		n->blocks[s.stack[k]].flags |= VS_BLOCK_IRREDUCIBLE;
	    }
	  sp = first;
	}
    }
  free (s.index);
  free (s.low);
  free (s.stack);
  free (s.on_stack);
  free (s.frames);
  return st;
}

/* Marks VS_BLOCK_AFTER_IRRED on the context blocks reachable from an
   irreducible block without a back edge.  Forward edges go up in
   reverse post-order, so one pass in that order suffices.  */
static void
mark_after_irreducible (vs_nest *n)
{
  for (int r = 0; r < n->nrpo; r++)
    {
      vs_block_rec *b = &n->blocks[n->rpo_blocks[r]];
      if (!(b->flags & VS_BLOCK_IN_CONTEXT))
	continue;
      for (int k = 0; k < b->npred; k++)
	{
	  int e = n->pred_edges[b->first_pred + k];
	  unsigned pf = n->blocks[n->edges[e].src].flags;
	  if (!vs_edge_is_back (n, e) && (pf & VS_BLOCK_IN_CONTEXT)
	      && (pf & (VS_BLOCK_IRREDUCIBLE | VS_BLOCK_AFTER_IRRED)))
	    b->flags |= VS_BLOCK_AFTER_IRRED;
	}
    }
}

int
vs_cfg_compute (vs_nest *n)
{
  int irreducible;
  int st = depth_first (n, &irreducible);
  if (st != VS_OK)
    return st;
  for (size_t b = 0; b < n->nblocks; b++)
    if (vs_block_in (n, (int) b, n->context))
      n->blocks[b].flags |= VS_BLOCK_IN_CONTEXT;
  if (!irreducible)
    return VS_OK;
  st = mark_irreducible (n);
  if (st == VS_OK)
    mark_after_irreducible (n);
  return st;
}
