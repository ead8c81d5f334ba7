/* Merging perm nodes of the shuffle graph that can share one shuffle.

   Two perm nodes of the same width reading at most two distinct nodes
   between them can become one node.  Where the node that goes away (the
   "moved" node) is not a result, its elements may land at other
   positions of the survivor, and its readers are renumbered; a result
   keeps its positions.  A merge is kept when the client's costs over the
   nodes it touches do not grow and no more of them become illegal.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include <stdlib.h>
#include <string.h>

#include "vls_cost.h"
#include "vls_graph.h"

static bool
edge_eq (vs_vls_edge a, vs_vls_edge b)
{
  return a.src == b.src && a.src_pos == b.src_pos;
}

/* True when TARGET is FROM or is read, directly or not, by FROM.  */
static bool
reaches (const vs_vls_graph *g, int from, int target, bool *seen)
{
  if (from == target)
    return true;
  if (from < 0 || seen[from])
    return false;
  seen[from] = true;
  const vs_vls_node *n = &g->nodes[from];
  if (n->kind == VS_VLS_NODE_CONCAT)
    return reaches (g, n->concat_in[0], target, seen)
	   || reaches (g, n->concat_in[1], target, seen);
  if (n->kind == VS_VLS_NODE_PERM)
    for (unsigned i = 0; i < n->width; i++)
      if (reaches (g, n->in[i].src, target, seen))
	return true;
  return false;
}

/* True when A and B are independent: neither reads the other.  */
static bool
independent (const vs_vls_graph *g, int a, int b, bool *seen)
{
  memset (seen, 0, g->nnodes * sizeof *seen);
  if (reaches (g, a, b, seen))
    return false;
  memset (seen, 0, g->nnodes * sizeof *seen);
  return !reaches (g, b, a, seen);
}

/* Where each element of MOVED goes in SURVIVOR: MAP[p] for every defined
   position p of MOVED.  A result keeps its positions.  False when the
   survivor has no room.  */
static bool
plan_positions (const vs_vls_graph *g, int survivor, int moved,
		unsigned *map, bool *taken)
{
  const vs_vls_node *s = &g->nodes[survivor];
  const vs_vls_node *m = &g->nodes[moved];
  bool fixed = vs_vls_node_is_result (g, moved);
  unsigned w = s->width;
  const unsigned none = w;

  for (unsigned p = 0; p < w; p++)
    {
      taken[p] = s->in[p].src >= 0;
      map[p] = none;
    }
  /* Elements the survivor already has: reuse them, in place if possible.  */
  for (unsigned p = 0; p < w; p++)
    {
      if (m->in[p].src < 0)
	continue;
      if (edge_eq (s->in[p], m->in[p]))
	map[p] = p;
      else if (!fixed)
	for (unsigned q = 0; q < w && map[p] == none; q++)
	  if (edge_eq (s->in[q], m->in[p]))
	    map[p] = q;
    }
  /* Then the same position when it is free.  */
  for (unsigned p = 0; p < w; p++)
    if (m->in[p].src >= 0 && map[p] == none && !taken[p])
      {
	map[p] = p;
	taken[p] = true;
      }
  /* Then the lowest free position.  */
  for (unsigned p = 0; p < w; p++)
    {
      if (m->in[p].src < 0 || map[p] != none)
	continue;
      if (fixed)
	return false;
      unsigned q = 0;
      while (q < w && taken[q])
	q++;
      if (q == w)
	return false;
      map[p] = q;
      taken[q] = true;
    }
  return true;
}

/* Scratch space of one merge run, sized for the graph.  */
typedef struct merge_ctx
{
  const vs_vls_client *client;
  unsigned *map;		/* position plan of the moved node */
  bool *taken;
  bool *seen;			/* per node, for reachability */
  bool *concat_read;		/* per node: some concat reads it */
  vs_vls_edge *saved;		/* survivor's edges before the merge */
  int *saved_results;		/* result nodes before the merge */
  struct undo
  {
    int node;
    unsigned pos;
    vs_vls_edge old;
  } *log;			/* renumbered reader edges */
  size_t nlog, log_cap;
  int *readers;			/* nodes a merge changes */
  unsigned nreaders;
} merge_ctx;

/* Apply a planned merge to G: MOVED's elements go to SURVIVOR at
   CTX->MAP, every reader of MOVED is renumbered, and MOVED dies.  Saves
   enough in CTX for undo_merge.  */
static vs_vls_status
apply_merge (vs_vls_graph *g, int survivor, int moved, merge_ctx *ctx)
{
  vs_vls_node *s = &g->nodes[survivor];
  vs_vls_node *m = &g->nodes[moved];
  memcpy (ctx->saved, s->in, s->width * sizeof *s->in);
  for (unsigned r = 0; r < g->nresults; r++)
    ctx->saved_results[r] = g->results[r].node;
  ctx->nlog = 0;
  for (unsigned p = 0; p < m->width; p++)
    if (m->in[p].src >= 0)
      s->in[ctx->map[p]] = m->in[p];
  for (unsigned i = 0; i < g->nnodes; i++)
    {
      vs_vls_node *n = &g->nodes[i];
      if (n->dead || n->kind != VS_VLS_NODE_PERM)
	continue;
      for (unsigned p = 0; p < n->width; p++)
	if (n->in[p].src == moved)
	  {
	    if (ctx->nlog == ctx->log_cap)
	      {
		size_t cap = ctx->log_cap ? 2 * ctx->log_cap : 64;
		struct undo *l = realloc (ctx->log, cap * sizeof *l);
		if (l == NULL)
		  return VS_VLS_ERR_NOMEM;
		ctx->log = l;
		ctx->log_cap = cap;
	      }
	    ctx->log[ctx->nlog++] = (struct undo) { (int) i, p, n->in[p] };
	    /* A reader of an undefined element reads nothing in particular.  */
	    unsigned q = ctx->map[n->in[p].src_pos];
	    n->in[p] = q < s->width ? (vs_vls_edge) { survivor, q }
				    : (vs_vls_edge) { -1, 0 };
	  }
    }
  for (unsigned r = 0; r < g->nresults; r++)
    if (g->results[r].node == moved)
      g->results[r].node = survivor;
  m->dead = true;
  return VS_VLS_OK;
}

/* Take back what apply_merge did (also after it failed half way).  */
static void
undo_merge (vs_vls_graph *g, int survivor, int moved, merge_ctx *ctx)
{
  vs_vls_node *s = &g->nodes[survivor];
  memcpy (s->in, ctx->saved, s->width * sizeof *s->in);
  while (ctx->nlog > 0)
    {
      const struct undo *u = &ctx->log[--ctx->nlog];
      g->nodes[u->node].in[u->pos] = u->old;
    }
  for (unsigned r = 0; r < g->nresults; r++)
    g->results[r].node = ctx->saved_results[r];
  g->nodes[moved].dead = false;
}

/* True when perm node N reads A or B.  */
static bool
reads_either (const vs_vls_node *n, int a, int b)
{
  for (unsigned p = 0; p < n->width; p++)
    if (n->in[p].src == a || n->in[p].src == b)
      return true;
  return false;
}

/* Collect into CTX->READERS nodes A and B and every live perm node that
   reads either: the nodes whose shuffles a merge of A and B changes.  */
static void
collect_readers (const vs_vls_graph *g, int a, int b, merge_ctx *ctx)
{
  ctx->nreaders = 0;
  for (unsigned i = 0; i < g->nnodes; i++)
    {
      const vs_vls_node *n = &g->nodes[i];
      if (n->dead || n->kind != VS_VLS_NODE_PERM)
	continue;
      if ((int) i == a || (int) i == b || reads_either (n, a, b))
	ctx->readers[ctx->nreaders++] = (int) i;
    }
}

/* Sum of costs and count of illegal masks over the live nodes of
   CTX->READERS.  */
static vs_vls_status
local_cost (const vs_vls_graph *g, const merge_ctx *ctx, int64_t *cost,
	    unsigned *illegal)
{
  *cost = 0;
  *illegal = 0;
  for (unsigned k = 0; k < ctx->nreaders; k++)
    {
      int id = ctx->readers[k];
      if (g->nodes[id].dead)
	continue;
      int64_t c;
      bool legal;
      vs_vls_status st = vs_vls_cost_perm (g, id, ctx->client, &c, &legal);
      if (st != VS_VLS_OK)
	return st;
      *cost += c;
      *illegal += !legal;
    }
  return VS_VLS_OK;
}

/* Try to merge perm nodes A < B.  *DONE tells whether G changed.  */
static vs_vls_status
try_merge (vs_vls_graph *g, int a, int b, merge_ctx *ctx, bool *done)
{
  *done = false;
  if (g->nodes[a].width != g->nodes[b].width
      || ctx->concat_read[a] || ctx->concat_read[b])
    return VS_VLS_OK;

  /* At most two distinct sources between them.  */
  int src_a[3], src_b[3];
  unsigned na = vs_vls_node_sources (g, a, src_a, 3);
  unsigned nb = vs_vls_node_sources (g, b, src_b, 3);
  if (na == 0 || nb == 0 || na > 2 || nb > 2)
    return VS_VLS_OK;
  unsigned nu = na;
  for (unsigned i = 0; i < nb; i++)
    nu += src_b[i] != src_a[0] && (na < 2 || src_b[i] != src_a[1]);
  if (nu > 2)
    return VS_VLS_OK;

  int moved = vs_vls_node_is_result (g, b) && !vs_vls_node_is_result (g, a)
	      ? a : b;
  int survivor = moved == a ? b : a;
  if (!plan_positions (g, survivor, moved, ctx->map, ctx->taken)
      || !independent (g, a, b, ctx->seen))
    return VS_VLS_OK;

  int64_t before, after;
  unsigned bad_before, bad_after;
  collect_readers (g, a, b, ctx);
  vs_vls_status st = local_cost (g, ctx, &before, &bad_before);
  if (st != VS_VLS_OK)
    return st;
  st = apply_merge (g, survivor, moved, ctx);
  if (st == VS_VLS_OK)
    st = local_cost (g, ctx, &after, &bad_after);
  if (st == VS_VLS_OK
      && (bad_after < bad_before
	  || (bad_after == bad_before && after <= before)))
    {
      *done = true;
      return VS_VLS_OK;
    }
  undo_merge (g, survivor, moved, ctx);
  return st;
}

vs_vls_status
vs_vls_graph_merge (vs_vls_graph *g, const vs_vls_client *client)
{
  unsigned width = g->lanes, nn = g->nnodes ? g->nnodes : 1;
  for (unsigned i = 0; i < g->nnodes; i++)
    if (g->nodes[i].width > width)
      width = g->nodes[i].width;
  merge_ctx ctx = { client, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 0, 0,
		    NULL, 0 };
  ctx.map = malloc (width * sizeof *ctx.map);
  ctx.taken = malloc (width * sizeof *ctx.taken);
  ctx.saved = malloc (width * sizeof *ctx.saved);
  ctx.seen = malloc (nn * sizeof *ctx.seen);
  ctx.concat_read = calloc (nn, sizeof *ctx.concat_read);
  ctx.readers = malloc (nn * sizeof *ctx.readers);
  ctx.saved_results = malloc ((g->nresults ? g->nresults : 1)
			      * sizeof *ctx.saved_results);
  vs_vls_status st = VS_VLS_OK;
  if (!ctx.map || !ctx.taken || !ctx.saved || !ctx.seen || !ctx.concat_read
      || !ctx.saved_results || !ctx.readers)
    st = VS_VLS_ERR_NOMEM;
  for (unsigned i = 0; i < g->nnodes && st == VS_VLS_OK; i++)
    if (!g->nodes[i].dead && g->nodes[i].kind == VS_VLS_NODE_CONCAT)
      for (int k = 0; k < 2; k++)
	if (g->nodes[i].concat_in[k] >= 0
	    && (unsigned) g->nodes[i].concat_in[k] < g->nnodes)
	  ctx.concat_read[g->nodes[i].concat_in[k]] = true;

  /* Passes over all pairs in id order until one merges nothing; each
     merge removes a node, so this ends, and the order keeps the outcome
     deterministic.  */
  bool changed = true;
  while (st == VS_VLS_OK && changed)
    {
      changed = false;
      for (unsigned a = 0; a < g->nnodes && st == VS_VLS_OK; a++)
	for (unsigned b = a + 1; b < g->nnodes && st == VS_VLS_OK; b++)
	  {
	    bool done;
	    if (g->nodes[a].dead || g->nodes[a].kind != VS_VLS_NODE_PERM
		|| g->nodes[b].dead || g->nodes[b].kind != VS_VLS_NODE_PERM)
	      continue;
	    st = try_merge (g, (int) a, (int) b, &ctx, &done);
	    changed |= done;
	  }
    }
  free (ctx.map);
  free (ctx.taken);
  free (ctx.saved);
  free (ctx.seen);
  free (ctx.concat_read);
  free (ctx.saved_results);
  free (ctx.log);
  free (ctx.readers);
  return st;
}
