/* The divergence analysis: shape propagation over a finished nest.

   Every instruction starts Undef.  Instructions outside the context loop
   run once, in scalar code: Uniform.  Unreachable ones: Uniform (they
   never run).  Those of irreducible regions: Random (cfg_order.c).  The
   others go through a worklist, first in reverse post-order, then
   whenever something they read changes; a shape only ever goes up the
   lattice (the new shape is joined with the old one), so each changes a
   bounded number of times and the whole costs about the number of
   operands, plus the sync dependence queries (sync_dependence.c).

   Phis:
   - all incoming values the same value: the shape of that value;
   - in a block after an irreducible region: Random;
   - at a join of a divergent branch or at an exit of a divergent loop:
     Random (lanes came along different edges), except in the header of
     an inner loop with one entry edge when all back edges carry the
     same value;
   - in the context loop's header: the lanes are consecutive iterations,
     so an induction (divergence_induction.c) with uniform steps is
     Strided by their sum, anything else Random;
   - elsewhere: the join of the incoming shapes, iterated to a fixed
     point through the headers of inner loops.

   Control: when a branch condition stops being uniform, the sync
   dependence query gives its joins and the loops it makes divergent; the
   phis of those blocks are re-evaluated.  A value defined in a divergent
   loop and read outside it is Random where it is read (temporal
   divergence: lanes left the loop in different iterations) while it
   keeps its shape inside.  The branches that leave the context loop from
   its own blocks are the vector loop's control: Uniform, never divergent
   branches (their conditions keep their shapes).

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include <stdlib.h>

#include "divergence_internal.h"
#include "shape_transfer.h"
#include "sync_dependence.h"

typedef struct da_state
{
  const vs_nest *n;
  vs_divergence *d;
  const vs_trace *trace;
  vs_sync *sync;
  vs_sync_effects eff;
  unsigned char *fixed;		/* per insn: shape decided up front */
  unsigned char *queued;	/* per insn */
  int *queue;			/* ring of ninsns entries */
  size_t qhead, qcount;
  int *order;			/* evaluated insns in reverse post-order */
  size_t norder;
  int *ind_index;		/* per insn: index into inds, or -1 */
  vs_induction *inds;
  int *dep_start, *deps;	/* per step value: the phis using it */
  vs_operand_info *opbuf;
  int status;
} da_state;

static void
push (da_state *st, int insn)
{
  if (st->fixed[insn] || st->queued[insn])
    return;
  st->queued[insn] = 1;
  st->queue[(st->qhead + st->qcount++) % st->n->ninsns] = insn;
}

static int
pop (da_state *st)
{
  int insn = st->queue[st->qhead];
  st->qhead = (st->qhead + 1) % st->n->ninsns;
  st->qcount--;
  st->queued[insn] = 0;
  return insn;
}

/* Whether value V, read in block USE, crosses the exit of a divergent
   loop: a loop holding V's definition but not USE.  */
static bool
crosses_divergent_exit (const da_state *st, int v, int use)
{
  const vs_nest *n = st->n;
  int def = n->insns[v].block;
  if (!(n->blocks[def].flags & VS_BLOCK_IN_CONTEXT))
    return false;
  for (int l = n->blocks[def].loop;
       l >= 0 && l != n->context && !vs_block_in (n, use, l);
       l = n->loops[l].parent)
    if (st->d->loop_div[l])
      return true;
  return false;
}

/* The shape of OP as read in block USE; *TEMPORAL is set when temporal
   divergence made it Random.  */
static vs_shape
operand_shape (const da_state *st, vs_operand op, int use, bool *temporal)
{
  if (op.kind != VS_OPERAND_VALUE)
    return vs_shape_uniform ();
  if (crosses_divergent_exit (st, (int) op.value, use))
    {
      *temporal = true;
      return vs_shape_random ();
    }
  return st->d->shape[op.value];
}

static void apply_effects (da_state *st);

/* Lanes that branch ending BLOCK separates, with INSN its terminator,
   now take different paths: query and record the effects.  Only
   evaluated instructions get here, so BLOCK is a reachable block of the
   context loop outside irreducible regions, as vs_sync_branch needs.  */
static void
branch_became_divergent (da_state *st, int block, int insn)
{
  const vs_nest *n = st->n;
  const vs_block_rec *b = &n->blocks[block];
  if (b->nsucc < 2)
    return;
  st->eff.joins.n = st->eff.loops.n = st->eff.loop_joins.n = 0;
  int s = vs_sync_branch (st->sync, block, &st->eff);
  if (s == VS_OK)
    s = vs_divergence_add_branch (st->d, block, insn, st->eff.loop,
				  &st->eff.joins);
  if (s != VS_OK)
    {
      st->status = s;
      return;
    }
  apply_effects (st);
}

/* Sets the shape of INSN to its join with S; on a change, traces it and
   queues what depends on it.  */
static void
update (da_state *st, int insn, vs_shape s, const char *reason)
{
  const vs_nest *n = st->n;
  vs_shape old = st->d->shape[insn];
  s = vs_shape_join (old, s);
  if (vs_shape_equal (old, s))
    return;
  st->d->shape[insn] = s;
  if (st->trace != NULL && st->trace->fn != NULL)
    st->trace->fn (st->trace->data, insn, old, s, reason);
  for (int k = n->user_start[insn]; k < n->user_start[insn + 1]; k++)
    push (st, n->users[k]);
  if (st->dep_start != NULL)
    for (int k = st->dep_start[insn]; k < st->dep_start[insn + 1]; k++)
      push (st, st->deps[k]);
  vs_opcode op = n->insns[insn].opcode;
  if ((op == VS_OP_COND_BRANCH || op == VS_OP_SWITCH)
      && !vs_shape_is_divergent (old) && vs_shape_is_divergent (s))
    branch_became_divergent (st, n->insns[insn].block, insn);
}

/* Queues the phis of BLOCK, which just became a join.  */
static void
mark_join (da_state *st, int block)
{
  const vs_nest *n = st->n;
  if (st->d->join[block])
    return;
  st->d->join[block] = 1;
  for (int i = n->blocks[block].first_insn; i >= 0; i = n->insns[i].next)
    if (n->insns[i].opcode == VS_OP_PHI)
      push (st, i);
}

/* LOOP just became divergent: its exits are joins and every value
   defined in it and read outside it changes where it is read.  */
static void
loop_became_divergent (da_state *st, int loop)
{
  const vs_nest *n = st->n;
  const vs_loop_rec *l = &n->loops[loop];
  st->d->loop_div[loop] = 1;
  for (int k = 0; k < l->nexits; k++)
    mark_join (st, n->exit_blocks[l->first_exit + k]);
  for (int p = l->pre; p < l->end; p++)
    {
      const vs_loop_rec *m = &n->loops[n->loop_preorder[p]];
      for (int k = 0; k < m->nblocks; k++)
	for (int i = n->blocks[n->loop_blocks[m->first_block + k]].first_insn;
	     i >= 0; i = n->insns[i].next)
	  for (int u = n->user_start[i]; u < n->user_start[i + 1]; u++)
	    {
	      int user = n->users[u];
	      if (!vs_block_in (n, n->insns[user].block, loop))
		push (st, user);
	    }
    }
}

/* Applies what the last sync query found (in st->eff).  */
static void
apply_effects (da_state *st)
{
  vs_sync_effects *e = &st->eff;
  for (size_t i = 0; i < e->joins.n; i++)
    mark_join (st, e->joins.v[i]);
  for (size_t i = 0; i < e->loops.n; i++)
    loop_became_divergent (st, e->loops.v[i]);
  for (size_t i = 0; i + 1 < e->loop_joins.n; i += 2)
    {
      if (vs_ivec_push (&st->d->loop_joins[e->loop_joins.v[i]],
			e->loop_joins.v[i + 1]))
	{
	  st->status = VS_ERR_NOMEM;
	  return;
	}
      mark_join (st, e->loop_joins.v[i + 1]);
    }
}

/* The shape of the context-header phi with induction IND: Strided by
   the sum of its steps when they are uniform, Random otherwise, Undef
   while a step is.  */
static vs_shape
induction_shape (const da_state *st, int phi, const vs_induction *ind)
{
  const vs_nest *n = st->n;
  vs_shape result = vs_shape_undef ();
  int first = 0;
  for (int c = 0; c < ind->nchains; c++)
    {
      int64_t sum = 0;
      bool known = true;
      for (int k = first; k < ind->chain_end[c]; k++)
	{
	  const vs_ind_step *s = &ind->steps[k];
	  bool temporal = false;
	  vs_shape sh = operand_shape (st, s->op, n->insns[s->user].block,
				       &temporal);
	  if (vs_shape_is_undef (sh))
	    return sh;
	  if (!vs_shape_is_uniform (sh))
	    return vs_shape_random ();
	  if (s->op.kind != VS_OPERAND_CONST)
	    known = false;
	  else if (known)
	    {
	      int64_t v = s->op.value;
	      if (s->negate && v == INT64_MIN)
		known = false;
	      else if (s->negate)
		v = -v;
	      if (known && ((v > 0 && sum > INT64_MAX - v)
			    || (v < 0 && sum < INT64_MIN - v)))
		known = false;
	      else if (known)
		sum += v;
	    }
	}
      first = ind->chain_end[c];
      vs_shape chain = known && vs_stride_fits (sum, n->insns[phi].size)
		       ? vs_shape_strided (sum) : vs_shape_strided_unknown ();
      if (c == 0)
	result = chain;
      else if (!vs_shape_equal (result, chain)
	       || (vs_shape_is_divergent (chain) && !chain.stride_known))
	return vs_shape_random ();
    }
  return result;
}

/* Whether PHI is in the header of an inner loop entered by a single
   edge, and receives the same value along all its back edges: lanes
   that took different paths to the latches then still agree (they all
   enter together, along the one entry edge).  */
static bool
back_edges_agree (const vs_nest *n, int phi)
{
  const vs_insn_rec *r = &n->insns[phi];
  const vs_phi_arg_rec *args = n->args + r->first_arg;
  int l = n->blocks[r->block].loop;
  if (l == n->context || n->loops[l].header != r->block)
    return false;
  int entries = 0;
  const vs_operand *back = NULL;
  for (int a = 0; a < r->nargs; a++)
    if (!vs_edge_is_back (n, args[a].edge))
      entries++;
    else if (back == NULL)
      back = &args[a].op;
    else if (!vs_operand_same (*back, args[a].op))
      return false;
  return entries == 1;
}

static void
evaluate_phi (da_state *st, int phi)
{
  const vs_nest *n = st->n;
  const vs_insn_rec *r = &n->insns[phi];
  const vs_phi_arg_rec *args = n->args + r->first_arg;
  int b = r->block;
  bool temporal = false, same = r->nargs > 0;
  for (int a = 1; a < r->nargs && same; a++)
    same = vs_operand_same (args[a].op, args[0].op);
  if (same)
    {
      vs_shape s = operand_shape (st, args[0].op, b, &temporal);
      update (st, phi, s, temporal ? "temporal divergence" : "phi");
      return;
    }
  if (n->blocks[b].flags & VS_BLOCK_AFTER_IRRED)
    {
      update (st, phi, vs_shape_random (), "phi after irreducible region");
      return;
    }
  if (st->d->join[b] && !back_edges_agree (n, phi))
    {
      update (st, phi, vs_shape_random (), "phi at divergent join");
      return;
    }
  if (b == n->loops[n->context].header)
    {
      if (st->ind_index[phi] < 0)
	update (st, phi, vs_shape_random (), "recurrence");
      else
	update (st, phi,
		induction_shape (st, phi, &st->inds[st->ind_index[phi]]),
		"induction");
      return;
    }
  vs_shape s = vs_shape_undef ();
  for (int a = 0; a < r->nargs; a++)
    s = vs_shape_join (s, operand_shape (st, args[a].op, b, &temporal));
  update (st, phi, s, temporal ? "temporal divergence" : "phi");
}

static void
evaluate (da_state *st, int insn)
{
  const vs_nest *n = st->n;
  const vs_insn_rec *r = &n->insns[insn];
  if (r->opcode == VS_OP_PHI)
    {
      evaluate_phi (st, insn);
      return;
    }
  bool temporal = false;
  for (int k = 0; k < r->nops; k++)
    {
      vs_operand op = n->ops[r->first_op + k];
      st->opbuf[k].op = op;
      st->opbuf[k].shape = operand_shape (st, op, r->block, &temporal);
      st->opbuf[k].size = op.kind == VS_OPERAND_VALUE
			  ? n->insns[op.value].size : 0;
    }
  vs_shape s = vs_transfer (r->opcode, r->flags, r->size, st->opbuf,
			    r->nops);
  update (st, insn, s, temporal ? "temporal divergence" : "transfer");
}

/* Whether block B of the context loop itself (not of an inner loop) may
   leave the context loop: its terminator is the vector loop's control,
   uniform whatever its condition.  */
static bool
is_context_control (const vs_nest *n, int b)
{
  const vs_block_rec *r = &n->blocks[b];
  if (r->loop != n->context || r->terminator < 0)
    return false;
  for (int k = 0; k < r->nsucc; k++)
    {
      int y = n->edges[n->succ_edges[r->first_succ + k]].dst;
      if (!(n->blocks[y].flags & VS_BLOCK_IN_CONTEXT))
	return true;
    }
  return false;
}

/* Decides the shapes that need no propagation and lists the others in
   reverse post-order.  */
static void
seed_shapes (da_state *st)
{
  const vs_nest *n = st->n;
  for (size_t i = 0; i < n->ninsns; i++)
    {
      unsigned f = n->blocks[n->insns[i].block].flags;
      const char *reason = NULL;
      vs_shape s = vs_shape_uniform ();
      if (!(f & VS_BLOCK_IN_CONTEXT))
	reason = "outside the context loop";
      else if (!(f & VS_BLOCK_REACHABLE))
	reason = "unreachable";
      else if (f & VS_BLOCK_IRREDUCIBLE)
	{
	  reason = "irreducible region";
	  s = vs_shape_random ();
	}
      else if ((int) i == n->blocks[n->insns[i].block].terminator
	       && is_context_control (n, n->insns[i].block))
	reason = "context loop control";
      if (reason == NULL)
	continue;
      st->fixed[i] = 1;
      st->d->shape[i] = s;
      if (st->trace != NULL && st->trace->fn != NULL)
	st->trace->fn (st->trace->data, (int) i, vs_shape_undef (), s,
		       reason);
    }
  for (int r = 0; r < n->nrpo; r++)
    for (int i = n->blocks[n->rpo_blocks[r]].first_insn; i >= 0;
	 i = n->insns[i].next)
      if (!st->fixed[i])
	st->order[st->norder++] = i;
}

/* Makes divergent every loop strictly inside the context that holds an
   irreducible block: lanes may leave it in different iterations.  */
static void
irreducible_loops (da_state *st)
{
  const vs_nest *n = st->n;
  for (size_t b = 0; b < n->nblocks && st->status == VS_OK; b++)
    {
      unsigned f = n->blocks[b].flags;
      if (!(f & VS_BLOCK_IN_CONTEXT) || !(f & VS_BLOCK_IRREDUCIBLE))
	continue;
      for (int l = n->blocks[b].loop; l >= 0 && l != n->context;
	   l = n->loops[l].parent)
	{
	  if (vs_sync_loop_divergent (st->sync, l))
	    continue;
	  st->eff.joins.n = st->eff.loops.n = st->eff.loop_joins.n = 0;
	  st->status = vs_sync_loop (st->sync, l, &st->eff);
	  if (st->status == VS_OK)
	    apply_effects (st);
	}
    }
}

/* Finds the inductions of the context header's phis and the extra
   dependences of each phi on its step values.  */
static int
find_inductions (da_state *st)
{
  const vs_nest *n = st->n;
  int header = n->loops[n->context].header, count = 0;
  for (int i = n->blocks[header].first_insn; i >= 0; i = n->insns[i].next)
    count += n->insns[i].opcode == VS_OP_PHI;
  st->inds = malloc (((size_t) count + 1) * sizeof *st->inds);
  st->dep_start = calloc (n->ninsns + 2, sizeof *st->dep_start);
  if (st->inds == NULL || st->dep_start == NULL)
    return VS_ERR_NOMEM;
  int k = 0, ndeps = 0;
  for (int i = n->blocks[header].first_insn; i >= 0; i = n->insns[i].next)
    if (n->insns[i].opcode == VS_OP_PHI
	&& !st->fixed[i] && vs_induction_find (n, i, &st->inds[k]))
      {
	st->ind_index[i] = k;
	for (int s = 0; s < st->inds[k].nsteps; s++)
	  if (st->inds[k].steps[s].op.kind == VS_OPERAND_VALUE)
	    {
	      st->dep_start[st->inds[k].steps[s].op.value + 2]++;
	      ndeps++;
	    }
	k++;
      }
  st->deps = malloc (((size_t) ndeps + 1) * sizeof *st->deps);
  if (st->deps == NULL)
    return VS_ERR_NOMEM;
  for (size_t v = 0; v < n->ninsns; v++)
    st->dep_start[v + 2] += st->dep_start[v + 1];
  for (size_t phi = 0; phi < n->ninsns; phi++)
    if (st->ind_index[phi] >= 0)
      {
	const vs_induction *ind = &st->inds[st->ind_index[phi]];
	for (int s = 0; s < ind->nsteps; s++)
	  if (ind->steps[s].op.kind == VS_OPERAND_VALUE)
	    st->deps[st->dep_start[ind->steps[s].op.value + 1]++] = (int) phi;
      }
  return VS_OK;
}

/* Runs the worklist until it is empty; then a value still Undef (a
   recurrence that only depends on itself) becomes Random, and so on
   until every value has a shape.  */
static void
propagate (da_state *st)
{
  for (size_t i = 0; i < st->norder; i++)
    push (st, st->order[i]);
  size_t next = 0;
  for (;;)
    {
      while (st->qcount > 0 && st->status == VS_OK)
	evaluate (st, pop (st));
      if (st->status != VS_OK)
	return;
      while (next < st->norder
	     && !vs_shape_is_undef (st->d->shape[st->order[next]]))
	next++;
      if (next == st->norder)
	return;
      update (st, st->order[next], vs_shape_random (),
	      "unresolved recurrence");
    }
}

/* The address shape of every memory access.  */
static void
fill_addresses (da_state *st)
{
  const vs_nest *n = st->n;
  for (size_t i = 0; i < n->ninsns; i++)
    {
      const vs_insn_rec *r = &n->insns[i];
      bool temporal = false;
      if (r->opcode != VS_OP_LOAD && r->opcode != VS_OP_STORE)
	continue;
      st->d->address[i] = st->fixed[i]
			  ? st->d->shape[i]
			  : operand_shape (st, n->ops[r->first_op], r->block,
					   &temporal);
    }
}

static vs_divergence *
create_result (const vs_nest *n)
{
  vs_divergence *d = calloc (1, sizeof *d);
  if (d == NULL)
    return NULL;
  d->nest = n;
  d->shape = malloc ((n->ninsns + 1) * sizeof *d->shape);
  d->address = malloc ((n->ninsns + 1) * sizeof *d->address);
  d->join = calloc (n->nblocks + 1, 1);
  d->loop_div = calloc (n->nloops + 1, 1);
  d->loop_joins = calloc (n->nloops + 1, sizeof *d->loop_joins);
  if (d->shape == NULL || d->address == NULL || d->join == NULL
      || d->loop_div == NULL || d->loop_joins == NULL)
    {
      vs_divergence_destroy (d);
      return NULL;
    }
  for (size_t i = 0; i < n->ninsns; i++)
    d->shape[i] = d->address[i] = vs_shape_undef ();
  return d;
}

static void
free_state (da_state *st)
{
  vs_sync_destroy (st->sync);
  vs_ivec_free (&st->eff.joins);
  vs_ivec_free (&st->eff.loops);
  vs_ivec_free (&st->eff.loop_joins);
  free (st->fixed);
  free (st->queued);
  free (st->queue);
  free (st->order);
  free (st->ind_index);
  free (st->inds);
  free (st->dep_start);
  free (st->deps);
  free (st->opbuf);
}

int
vs_divergence_compute (const vs_nest *n, const vs_trace *trace,
		       vs_divergence **out)
{
  if (out == NULL)
    return VS_ERR_INVALID;
  *out = NULL;
  if (n == NULL || !n->finished || n->status != VS_OK)
    return VS_ERR_INVALID;
  da_state st = { 0 };
  st.n = n;
  st.trace = trace;
  st.d = create_result (n);
  size_t ni = n->ninsns + 1;
  int maxops = 1;
  for (size_t i = 0; i < n->ninsns; i++)
    if (n->insns[i].nops > maxops)
      maxops = n->insns[i].nops;
  st.sync = vs_sync_create (n);
  st.fixed = calloc (ni, 1);
  st.queued = calloc (ni, 1);
  st.queue = malloc (ni * sizeof *st.queue);
  st.order = malloc (ni * sizeof *st.order);
  st.ind_index = malloc (ni * sizeof *st.ind_index);
  st.opbuf = malloc ((size_t) maxops * sizeof *st.opbuf);
  st.status = VS_OK;
  if (st.d == NULL || st.sync == NULL || st.fixed == NULL
      || st.queued == NULL || st.queue == NULL || st.order == NULL
      || st.ind_index == NULL || st.opbuf == NULL)
    st.status = VS_ERR_NOMEM;
  if (st.status == VS_OK)
    {
      for (size_t i = 0; i < n->ninsns; i++)
	st.ind_index[i] = -1;
      seed_shapes (&st);
      st.status = find_inductions (&st);
    }
  if (st.status == VS_OK)
    irreducible_loops (&st);
  if (st.status == VS_OK)
    propagate (&st);
  if (st.status == VS_OK)
    {
      fill_addresses (&st);
      st.status = vs_divergence_finalize (st.d);
    }
  free_state (&st);
  if (st.status != VS_OK)
    {
      vs_divergence_destroy (st.d);
      return st.status;
    }
  *out = st.d;
  return VS_OK;
}
