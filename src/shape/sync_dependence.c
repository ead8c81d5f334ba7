/* Sync dependence by label propagation.

   A divergent branch at block B sends lanes down different successors.
   Give each successor its own label and push labels forward, in reverse
   post-order, through one iteration of the innermost loop L holding B
   (back edges are not followed).  A block reached by two different
   labels is a join: two disjoint paths from B meet there, so its phis
   see different incoming edges in different lanes; from there on it
   carries its own label.  This is right for any reducible CFG, including
   unstructured ones where lanes meet before B's post-dominator (the
   "hidden phi" case).

   Edges that leave the region are recorded with their label: back edges
   to L's header ("latch" records) and exits of L ("exit" records).  If
   two different labels arrive, one at the latch and one at an exit (or
   both at both), some lanes stay in L while others leave: L is a
   divergent loop.  Its exits then act like one divergent branch with a
   label per exit block, and the propagation goes on in the parent loop;
   when L stays uniform but lanes left it through exits with different
   labels, those labels go on into the parent loop as they are.  This
   climbs to the context loop, whose exits and back edge belong to the
   vectorizer and are ignored.

   Inner loops entered on the way are crossed in one step: every lane
   entering an inner loop at its header leaves it through one of its
   exits with the header's label, so the header passes its label straight
   to the loop's exit blocks.

   Cost: the walk stops as soon as a single block is left to visit and
   nothing has left the region (that block post-dominates B within the
   iteration, no further join can exist), or when the loop is already
   known to be divergent.  So an if/else costs the blocks between the
   branch and its join, a divergent exit of a loop costs O(1), and inner
   loops cost their number of exits.  Each branch is queried once and
   each loop becomes divergent once; the total is close to linear in the
   number of blocks, times the nesting depth of divergent branches in the
   worst case, times log n for the priority queue.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include <stdlib.h>

#include "sync_dependence.h"

struct vs_sync
{
  const vs_nest *n;
  int *label;			/* per block, valid when mark == epoch */
  int *mark, *join_mark, *queued;
  int epoch;
  int *heap;			/* blocks, a min-heap on rpo number */
  int nheap;
  vs_ivec latch_labels;		/* labels that reached the latch */
  vs_ivec exit_blocks, exit_labels;	/* labels that left the loop */
  unsigned char *loop_div;
};

vs_sync *
vs_sync_create (const vs_nest *n)
{
  vs_sync *s = calloc (1, sizeof *s);
  if (s == NULL)
    return NULL;
  size_t nb = n->nblocks + 1;
  s->n = n;
  s->label = malloc (nb * sizeof *s->label);
  s->mark = calloc (nb, sizeof *s->mark);
  s->join_mark = calloc (nb, sizeof *s->join_mark);
  s->queued = calloc (nb, sizeof *s->queued);
  s->heap = malloc (nb * sizeof *s->heap);
  s->loop_div = calloc (n->nloops + 1, 1);
  if (s->label == NULL || s->mark == NULL || s->join_mark == NULL
      || s->queued == NULL || s->heap == NULL || s->loop_div == NULL)
    {
      vs_sync_destroy (s);
      return NULL;
    }
  return s;
}

void
vs_sync_destroy (vs_sync *s)
{
  if (s == NULL)
    return;
  free (s->label);
  free (s->mark);
  free (s->join_mark);
  free (s->queued);
  free (s->heap);
  free (s->loop_div);
  vs_ivec_free (&s->latch_labels);
  vs_ivec_free (&s->exit_blocks);
  vs_ivec_free (&s->exit_labels);
  free (s);
}

bool
vs_sync_loop_divergent (const vs_sync *s, int loop)
{
  return s->loop_div[loop] != 0;
}

static int
rpo_of (const vs_sync *s, int block)
{
  return s->n->blocks[block].rpo;
}

static void
heap_push (vs_sync *s, int block)
{
  int i = s->nheap++;
  while (i > 0)
    {
      int p = (i - 1) / 2;
      if (rpo_of (s, s->heap[p]) <= rpo_of (s, block))
	break;
      s->heap[i] = s->heap[p];
      i = p;
    }
  s->heap[i] = block;
}

static int
heap_pop (vs_sync *s)
{
  int top = s->heap[0], last = s->heap[--s->nheap], i = 0;
  for (;;)
    {
      int c = 2 * i + 1;
      if (c >= s->nheap)
	break;
      if (c + 1 < s->nheap && rpo_of (s, s->heap[c + 1]) < rpo_of (s, s->heap[c]))
	c++;
      if (rpo_of (s, last) <= rpo_of (s, s->heap[c]))
	break;
      s->heap[i] = s->heap[c];
      i = c;
    }
  if (s->nheap > 0)
    s->heap[i] = last;
  return top;
}

/* Where the joins of the current phase go: the branch's own list when
   OWNER is VS_NONE, else pairs (OWNER loop, block).  */
static int
add_join (vs_sync_effects *eff, int owner, int block)
{
  if (owner < 0)
    return vs_ivec_push (&eff->joins, block);
  if (vs_ivec_push (&eff->loop_joins, owner))
    return -1;
  return vs_ivec_push (&eff->loop_joins, block);
}

/* Label LAB arrives at block Y during the walk of loop CUR.  */
static int
visit (vs_sync *s, int cur, int y, int lab, vs_sync_effects *eff, int owner)
{
  const vs_nest *n = s->n;
  unsigned f = n->blocks[y].flags;
  if (!(f & VS_BLOCK_IN_CONTEXT) || (f & VS_BLOCK_IRREDUCIBLE))
    return 0;
  if (y == n->loops[cur].header)
    return cur == n->context ? 0 : vs_ivec_push (&s->latch_labels, lab);
  if (!vs_block_in (n, y, cur))
    {
      if (cur == n->context)
	return 0;
      if (vs_ivec_push (&s->exit_blocks, y))
	return -1;
      return vs_ivec_push (&s->exit_labels, lab);
    }
  if (s->mark[y] != s->epoch)
    {
      s->mark[y] = s->epoch;
      s->label[y] = lab;
      if (s->queued[y] != s->epoch)
	{
	  s->queued[y] = s->epoch;
	  heap_push (s, y);
	}
      return 0;
    }
  if (s->label[y] == lab || s->join_mark[y] == s->epoch)
    return 0;
  s->join_mark[y] = s->epoch;
  s->label[y] = y;
  return add_join (eff, owner, y);
}

/* Passes the label of block X to its successors; an inner loop headed
   by X is crossed to its exit blocks.  */
static int
visit_successors (vs_sync *s, int cur, int x, vs_sync_effects *eff,
		  int owner)
{
  const vs_nest *n = s->n;
  const vs_block_rec *b = &n->blocks[x];
  int lab = s->label[x];
  if (b->loop != cur && n->loops[b->loop].header == x)
    {
      const vs_loop_rec *m = &n->loops[b->loop];
      for (int k = 0; k < m->nexits; k++)
	if (visit (s, cur, n->exit_blocks[m->first_exit + k], lab, eff,
		   owner))
	  return -1;
      return 0;
    }
  for (int k = 0; k < b->nsucc; k++)
    {
      int e = n->succ_edges[b->first_succ + k];
      if (visit (s, cur, n->edges[e].dst, lab, eff, owner))
	return -1;
    }
  return 0;
}

/* Whether A and B together hold at least two different labels.  */
static bool
two_labels (const vs_ivec *a, const vs_ivec *b)
{
  const vs_ivec *first = a->n > 0 ? a : b;
  if (first->n == 0)
    return false;
  int lab = first->v[0];
  for (size_t i = 0; i < a->n; i++)
    if (a->v[i] != lab)
      return true;
  for (size_t i = 0; i < b->n; i++)
    if (b->v[i] != lab)
      return true;
  return false;
}

/* Whether an exit record carries a label other than LAB.  */
static bool
other_exit_label (const vs_sync *s, int lab)
{
  for (size_t i = 0; i < s->exit_labels.n; i++)
    if (s->exit_labels.v[i] != lab)
      return true;
  return false;
}

/* Walks loop CUR from the seeds SEED_BLOCKS/SEED_LABELS, then climbs to
   the parent loops as described at the top of the file.  OWNER is the
   loop the joins belong to, VS_NONE for the branch.  */
static int
propagate (vs_sync *s, int cur, vs_ivec *seed_blocks, vs_ivec *seed_labels,
	   vs_sync_effects *eff, int owner)
{
  const vs_nest *n = s->n;
  for (;;)
    {
      s->epoch++;
      s->nheap = 0;
      s->latch_labels.n = s->exit_blocks.n = s->exit_labels.n = 0;
      for (size_t i = 0; i < seed_blocks->n; i++)
	if (visit (s, cur, seed_blocks->v[i], seed_labels->v[i], eff, owner))
	  return VS_ERR_NOMEM;
      bool context = cur == n->context;
      while (s->nheap > 0)
	{
	  int x = heap_pop (s);
	  if (s->nheap == 0)
	    {
	      /* X post-dominates the rest of the walk: one label left.  */
	      bool left = s->latch_labels.n + s->exit_labels.n > 0;
	      if (context || !left)
		return VS_OK;
	      if (s->loop_div[cur] || other_exit_label (s, s->label[x]))
		{
		  /* X's label reaches the latch: every block of a natural
		     loop does.  */
		  if (vs_ivec_push (&s->latch_labels, s->label[x]))
		    return VS_ERR_NOMEM;
		  break;
		}
	    }
	  if (visit_successors (s, cur, x, eff, owner))
	    return VS_ERR_NOMEM;
	}
      if (context)
	return VS_OK;
      vs_ivec none = { NULL, 0, 0 };
      if (two_labels (&s->latch_labels, &none)
	  && add_join (eff, owner, n->loops[cur].header))
	return VS_ERR_NOMEM;
      bool divergent = s->latch_labels.n > 0 && s->exit_labels.n > 0
		       && two_labels (&s->latch_labels, &s->exit_labels);
      seed_blocks->n = seed_labels->n = 0;
      if (divergent)
	{
	  if (owner < 0 && eff->loop < 0)
	    eff->loop = cur;
	  if (s->loop_div[cur])
	    return VS_OK;
	  s->loop_div[cur] = 1;
	  if (vs_ivec_push (&eff->loops, cur))
	    return VS_ERR_NOMEM;
	  owner = cur;
	  const vs_loop_rec *l = &n->loops[cur];
	  for (int k = 0; k < l->nexits; k++)
	    {
	      int y = n->exit_blocks[l->first_exit + k];
	      if (vs_ivec_push (seed_blocks, y) || vs_ivec_push (seed_labels, y))
		return VS_ERR_NOMEM;
	    }
	}
      else
	{
	  if (!two_labels (&s->exit_labels, &none))
	    return VS_OK;
	  for (size_t i = 0; i < s->exit_blocks.n; i++)
	    if (vs_ivec_push (seed_blocks, s->exit_blocks.v[i])
		|| vs_ivec_push (seed_labels, s->exit_labels.v[i]))
	      return VS_ERR_NOMEM;
	}
      cur = n->loops[cur].parent;
    }
}

int
vs_sync_branch (vs_sync *s, int block, vs_sync_effects *eff)
{
  const vs_nest *n = s->n;
  const vs_block_rec *b = &n->blocks[block];
  vs_ivec blocks = { NULL, 0, 0 }, labels = { NULL, 0, 0 };
  int st = VS_OK;
  eff->loop = VS_NONE;
  for (int k = 0; k < b->nsucc && st == VS_OK; k++)
    {
      int y = n->edges[n->succ_edges[b->first_succ + k]].dst;
      if (vs_ivec_push (&blocks, y) || vs_ivec_push (&labels, y))
	st = VS_ERR_NOMEM;
    }
  if (st == VS_OK)
    st = propagate (s, b->loop, &blocks, &labels, eff, VS_NONE);
  vs_ivec_free (&blocks);
  vs_ivec_free (&labels);
  return st;
}

int
vs_sync_loop (vs_sync *s, int loop, vs_sync_effects *eff)
{
  const vs_nest *n = s->n;
  if (s->loop_div[loop])
    return VS_OK;
  s->loop_div[loop] = 1;
  if (vs_ivec_push (&eff->loops, loop))
    return VS_ERR_NOMEM;
  vs_ivec blocks = { NULL, 0, 0 }, labels = { NULL, 0, 0 };
  int st = VS_OK;
  const vs_loop_rec *l = &n->loops[loop];
  for (int k = 0; k < l->nexits && st == VS_OK; k++)
    {
      int y = n->exit_blocks[l->first_exit + k];
      if (vs_ivec_push (&blocks, y) || vs_ivec_push (&labels, y))
	st = VS_ERR_NOMEM;
    }
  if (st == VS_OK)
    st = propagate (s, l->parent, &blocks, &labels, eff, loop);
  vs_ivec_free (&blocks);
  vs_ivec_free (&labels);
  return st;
}
