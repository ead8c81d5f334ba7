/* Lowering a verified shuffle graph to an abstract instruction sequence.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include <stdlib.h>
#include <string.h>

#include "vls_cost.h"
#include "vls_sequence.h"

typedef struct lower_state
{
  const vs_vls_graph *g;
  const vs_vls_memref *memrefs;
  const vs_vls_group *group;
  const vs_vls_client *client;
  vs_vls_sequence *seq;
  int *instr_of;		/* per node: its instruction, or -1 */
  bool *addressed;		/* per lane: its address is paid for */
  bool illegal;			/* some shuffle mask was rejected */
} lower_state;

/* The node whose value ID stands for: perm nodes that only copy their
   input are skipped.  */
static int
value_node (const vs_vls_graph *g, int id)
{
  while (g->nodes[id].kind == VS_VLS_NODE_PERM && vs_vls_perm_is_copy (g, id))
    {
      int src;
      vs_vls_node_sources (g, id, &src, 1);
      id = src;
    }
  return id;
}

/* Append a zeroed instruction of KIND and NELEMS elements; return it.  */
static vs_vls_instr *
append (lower_state *s, vs_vls_instr_kind kind, unsigned nelems)
{
  vs_vls_instr *ins = &s->seq->instrs[s->seq->ninstrs++];
  memset (ins, 0, sizeof *ins);
  ins->kind = kind;
  ins->nelems = nelems;
  ins->elem_size = s->g->elem_size;
  return ins;
}

static vs_vls_status emit (lower_state *s, int id);

/* Emit perm node ID as one shuffle of its (value) inputs.  */
static vs_vls_status
emit_shuffle (lower_state *s, int id)
{
  const vs_vls_graph *g = s->g;
  unsigned width = g->nodes[id].width;
  unsigned *mask = malloc (width * sizeof *mask);
  if (mask == NULL)
    return VS_VLS_ERR_NOMEM;
  int in0, in1;
  vs_vls_status st = vs_vls_node_mask (g, id, mask, &in0, &in1);
  if (st == VS_VLS_OK)
    st = emit (s, value_node (g, in0));
  if (st == VS_VLS_OK)
    st = emit (s, value_node (g, in1));
  if (st != VS_VLS_OK)
    {
      free (mask);
      return st;
    }
  int v0 = value_node (g, in0), v1 = value_node (g, in1);
  /* Two sources that turn out to be one value: fold the second half.  */
  if (v0 == v1)
    for (unsigned i = 0; i < width; i++)
      mask[i] %= width;
  const vs_vls_client *c = s->client;
  if (!c->shuffle_legal (c->data, width, g->elem_size, mask))
    s->illegal = true;
  s->seq->new_cost += c->shuffle_cost (c->data, width, g->elem_size, mask);
  vs_vls_instr *ins = append (s, VS_VLS_INSTR_SHUFFLE, width);
  ins->in[0] = (unsigned) s->instr_of[v0];
  ins->in[1] = (unsigned) s->instr_of[v1];
  ins->mask = mask;
  s->instr_of[id] = (int) s->seq->ninstrs - 1;
  return VS_VLS_OK;
}

/* Emit value node ID after everything it reads (depth first).  */
static vs_vls_status
emit (lower_state *s, int id)
{
  if (s->instr_of[id] >= 0)
    return VS_VLS_OK;
  const vs_vls_graph *g = s->g;
  const vs_vls_node *n = &g->nodes[id];
  const vs_vls_client *c = s->client;
  if (n->kind == VS_VLS_NODE_PERM)
    return emit_shuffle (s, id);
  if (n->kind == VS_VLS_NODE_CONCAT)
    {
      vs_vls_status st = emit (s, n->concat_in[0]);
      if (st == VS_VLS_OK)
	st = emit (s, n->concat_in[1]);
      if (st != VS_VLS_OK)
	return st;
      vs_vls_instr *ins = append (s, VS_VLS_INSTR_CONCAT, n->width);
      ins->in[0] = (unsigned) s->instr_of[n->concat_in[0]];
      ins->in[1] = (unsigned) s->instr_of[n->concat_in[1]];
      s->seq->new_cost += c->concat_cost (c->data,
					  n->width / 2 * g->elem_size);
    }
  else
    {
      const vs_vls_memref *anchor = &s->memrefs[s->group->members[0]];
      vs_vls_instr *ins = append (s, VS_VLS_INSTR_LOAD, n->width);
      ins->memref = s->group->members[0];
      ins->lane = n->lane;
      ins->offset = n->offset;
      ins->masked = anchor->masked;
      int64_t cost = c->load_cost (c->data, n->width * g->elem_size,
				   anchor->masked);
      if (c->lane_address_cost && !s->addressed[n->lane])
	cost += c->lane_address_cost (c->data, anchor);
      s->addressed[n->lane] = true;
      s->seq->new_cost += cost;
    }
  s->instr_of[id] = (int) s->seq->ninstrs - 1;
  return VS_VLS_OK;
}

/* Mark in USED every node the results need, through copies.  */
static void
mark_used (const vs_vls_graph *g, int id, bool *used)
{
  if (used[id])
    return;
  used[id] = true;
  const vs_vls_node *n = &g->nodes[id];
  if (n->kind == VS_VLS_NODE_CONCAT)
    {
      mark_used (g, n->concat_in[0], used);
      mark_used (g, n->concat_in[1], used);
    }
  else if (n->kind == VS_VLS_NODE_PERM)
    for (unsigned p = 0; p < n->width; p++)
      if (n->in[p].src >= 0)
	mark_used (g, n->in[p].src, used);
}

vs_vls_status
vs_vls_lower_graph (const vs_vls_graph *g, const vs_vls_memref *memrefs,
		     const vs_vls_group *group,
		     const vs_vls_client *client, vs_vls_sequence *seq)
{
  memset (seq, 0, sizeof *seq);
  lower_state s = { g, memrefs, group, client, seq, NULL, NULL, false };
  unsigned nn = g->nnodes ? g->nnodes : 1;
  bool *used = calloc (nn, sizeof *used);
  s.instr_of = malloc (nn * sizeof *s.instr_of);
  s.addressed = calloc (g->lanes + 1, sizeof *s.addressed);
  seq->instrs = malloc (nn * sizeof *seq->instrs);
  seq->results = malloc ((g->nresults ? g->nresults : 1)
			 * sizeof *seq->results);
  vs_vls_status st = VS_VLS_OK;
  if (used == NULL || s.instr_of == NULL || s.addressed == NULL
      || seq->instrs == NULL
      || seq->results == NULL)
    st = VS_VLS_ERR_NOMEM;

  if (st == VS_VLS_OK)
    {
      for (unsigned i = 0; i < g->nnodes; i++)
	s.instr_of[i] = -1;
      for (unsigned r = 0; r < g->nresults; r++)
	mark_used (g, g->results[r].node, used);
      /* All loads first, in node order, so each lane's memory is read
	 together; then everything else as the results need it.  */
      for (unsigned i = 0; i < g->nnodes && st == VS_VLS_OK; i++)
	if (used[i] && g->nodes[i].kind == VS_VLS_NODE_LOAD)
	  st = emit (&s, (int) i);
      for (unsigned r = 0; r < g->nresults && st == VS_VLS_OK; r++)
	{
	  int v = value_node (g, g->results[r].node);
	  st = emit (&s, v);
	  seq->results[r].memref = group->members[g->results[r].member];
	  seq->results[r].instr = (unsigned) s.instr_of[v];
	  seq->nresults = r + 1;
	}
    }
  if (st == VS_VLS_OK && s.illegal)
    st = VS_VLS_ERR_NO_LEGAL_NETWORK;
  if (st == VS_VLS_OK)
    seq->old_cost = vs_vls_cost_gathers (memrefs, group->members,
					  group->nmembers, client);
  else
    vs_vls_sequence_free (seq);
  free (used);
  free (s.instr_of);
  free (s.addressed);
  return st;
}

void
vs_vls_sequence_free (vs_vls_sequence *seq)
{
  for (unsigned i = 0; i < seq->ninstrs; i++)
    free (seq->instrs[i].mask);
  free (seq->instrs);
  free (seq->results);
  memset (seq, 0, sizeof *seq);
}
