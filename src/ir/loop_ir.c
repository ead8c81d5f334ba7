/* The core IR builder and its read accessors.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include <limits.h>
#include <stdlib.h>

#include "loop_ir_layout.h"
#include "vs_vector.h"

const char *
vs_status_name (int status)
{
  switch (status)
    {
    case VS_OK:
      return "ok";
    case VS_ERR_NOMEM:
      return "out of memory";
    case VS_ERR_INVALID:
      return "invalid nest";
    case VS_ERR_FINISHED:
      return "nest already finished";
    default:
      return "unknown status";
    }
}

vs_operand
vs_op_value (int insn)
{
  vs_operand o = { VS_OPERAND_VALUE, insn };
  return o;
}

vs_operand
vs_op_external (int id)
{
  vs_operand o = { VS_OPERAND_EXTERNAL, id };
  return o;
}

vs_operand
vs_op_const (int64_t value)
{
  vs_operand o = { VS_OPERAND_CONST, value };
  return o;
}

bool
vs_operand_same (vs_operand a, vs_operand b)
{
  return a.kind == b.kind && a.value == b.value
	 && a.kind != VS_OPERAND_NONE;
}

vs_nest *
vs_nest_create (void)
{
  vs_nest *n = calloc (1, sizeof *n);
  if (n != NULL)
    {
      n->entry = VS_NONE;
      n->context = VS_NONE;
    }
  return n;
}

void
vs_nest_destroy (vs_nest *n)
{
  if (n == NULL)
    return;
  free (n->insns);
  free (n->blocks);
  free (n->edges);
  free (n->loops);
  free (n->ops);
  free (n->args);
  free (n->succ_edges);
  free (n->pred_edges);
  free (n->rpo_blocks);
  free (n->loop_preorder);
  free (n->exit_blocks);
  free (n->loop_blocks);
  free (n->user_start);
  free (n->users);
  free (n);
}

/* Records STATUS as the nest's first error and returns it.  */
static int
fail (vs_nest *n, int status)
{
  if (n->status == VS_OK)
    n->status = status;
  return status;
}

/* VS_OK when the nest may still be built, else the error to return.  */
static int
check_building (vs_nest *n)
{
  if (n == NULL)
    return VS_ERR_INVALID;
  if (n->finished)
    return fail (n, VS_ERR_FINISHED);
  return VS_OK;
}

static int
valid_id (int id, size_t count)
{
  return id >= 0 && (size_t) id < count;
}

/* Grows array ARR of capacity CAP to NEED elements through the void
   pointer TMP; evaluates to a vs_status.  */
#define GROW(tmp, arr, cap, need)					\
  ((need) > INT_MAX							\
   || ((tmp) = vs_grow ((arr), &(cap), (need), sizeof *(arr))) == NULL	\
   ? VS_ERR_NOMEM : ((arr) = (tmp), VS_OK))

int
vs_nest_reserve (vs_nest *n, int nblocks, int nedges, int ninsns)
{
  void *p;
  int st = check_building (n);
  if (st != VS_OK)
    return st;
  if (nblocks < 0 || nedges < 0 || ninsns < 0)
    return fail (n, VS_ERR_INVALID);
  if (GROW (p, n->blocks, n->cap_blocks, (size_t) nblocks) != VS_OK
      || GROW (p, n->edges, n->cap_edges, (size_t) nedges) != VS_OK
      || GROW (p, n->insns, n->cap_insns, (size_t) ninsns) != VS_OK
      || GROW (p, n->ops, n->cap_ops, 2 * (size_t) ninsns) != VS_OK)
    return fail (n, VS_ERR_NOMEM);
  return VS_OK;
}

int
vs_nest_add_loop (vs_nest *n, int parent)
{
  void *p;
  int st = check_building (n);
  if (st != VS_OK)
    return st;
  if (parent != VS_NONE && !valid_id (parent, n->nloops))
    return fail (n, VS_ERR_INVALID);
  if (GROW (p, n->loops, n->cap_loops, n->nloops + 1) != VS_OK)
    return fail (n, VS_ERR_NOMEM);
  vs_loop_rec *l = &n->loops[n->nloops];
  l->parent = parent;
  l->header = VS_NONE;
  l->depth = parent == VS_NONE ? 1 : n->loops[parent].depth + 1;
  l->pre = l->end = 0;
  l->first_exit = l->nexits = 0;
  l->first_block = l->nblocks = 0;
  return (int) n->nloops++;
}

int
vs_nest_set_context_loop (vs_nest *n, int loop)
{
  int st = check_building (n);
  if (st != VS_OK)
    return st;
  if (!valid_id (loop, n->nloops))
    return fail (n, VS_ERR_INVALID);
  n->context = loop;
  return VS_OK;
}

int
vs_nest_add_block (vs_nest *n, int loop)
{
  void *p;
  int st = check_building (n);
  if (st != VS_OK)
    return st;
  if (loop != VS_NONE && !valid_id (loop, n->nloops))
    return fail (n, VS_ERR_INVALID);
  if (GROW (p, n->blocks, n->cap_blocks, n->nblocks + 1) != VS_OK)
    return fail (n, VS_ERR_NOMEM);
  vs_block_rec *b = &n->blocks[n->nblocks];
  b->loop = loop;
  b->first_insn = b->last_insn = b->terminator = VS_NONE;
  b->first_succ = b->nsucc = b->first_pred = b->npred = 0;
  b->rpo = -1;
  b->flags = 0;
  if (n->entry == VS_NONE)
    n->entry = (int) n->nblocks;
  return (int) n->nblocks++;
}

int
vs_nest_set_loop_header (vs_nest *n, int loop, int block)
{
  int st = check_building (n);
  if (st != VS_OK)
    return st;
  if (!valid_id (loop, n->nloops) || !valid_id (block, n->nblocks)
      || n->blocks[block].loop != loop)
    return fail (n, VS_ERR_INVALID);
  n->loops[loop].header = block;
  return VS_OK;
}

int
vs_nest_set_entry (vs_nest *n, int block)
{
  int st = check_building (n);
  if (st != VS_OK)
    return st;
  if (!valid_id (block, n->nblocks))
    return fail (n, VS_ERR_INVALID);
  n->entry = block;
  return VS_OK;
}

int
vs_nest_add_edge (vs_nest *n, int src, int dst)
{
  void *p;
  int st = check_building (n);
  if (st != VS_OK)
    return st;
  if (!valid_id (src, n->nblocks) || !valid_id (dst, n->nblocks))
    return fail (n, VS_ERR_INVALID);
  if (GROW (p, n->edges, n->cap_edges, n->nedges + 1) != VS_OK)
    return fail (n, VS_ERR_NOMEM);
  n->edges[n->nedges].src = src;
  n->edges[n->nedges].dst = dst;
  return (int) n->nedges++;
}

static int
is_terminator (vs_opcode op)
{
  return op == VS_OP_COND_BRANCH || op == VS_OP_SWITCH;
}

int
vs_nest_add_insn (vs_nest *n, int block, const vs_insn_desc *d)
{
  void *p;
  int st = check_building (n);
  if (st != VS_OK)
    return st;
  if (d == NULL || !valid_id (block, n->nblocks) || d->nops < 0
      || (unsigned) d->opcode > (unsigned) VS_OP_OTHER
      || (d->opcode == VS_OP_PHI && d->nops != 0)
      || (is_terminator (d->opcode) && n->blocks[block].terminator >= 0))
    return fail (n, VS_ERR_INVALID);
  if (GROW (p, n->insns, n->cap_insns, n->ninsns + 1) != VS_OK
      || GROW (p, n->ops, n->cap_ops, n->nops + (size_t) d->nops) != VS_OK)
    return fail (n, VS_ERR_NOMEM);
  int id = (int) n->ninsns++;
  vs_insn_rec *r = &n->insns[id];
  r->opcode = d->opcode;
  r->flags = d->flags;
  r->size = d->size;
  r->block = block;
  r->next = VS_NONE;
  r->first_op = (int) n->nops;
  r->nops = d->nops;
  r->first_arg = r->nargs = 0;
  r->cookie = d->cookie;
  for (int i = 0; i < d->nops; i++)
    {
      vs_operand none = { VS_OPERAND_NONE, 0 };
      n->ops[n->nops++] = d->ops ? d->ops[i] : none;
    }
  vs_block_rec *b = &n->blocks[block];
  if (b->last_insn >= 0)
    n->insns[b->last_insn].next = id;
  else
    b->first_insn = id;
  b->last_insn = id;
  if (is_terminator (d->opcode))
    b->terminator = id;
  return id;
}

int
vs_nest_set_operand (vs_nest *n, int insn, int index, vs_operand op)
{
  int st = check_building (n);
  if (st != VS_OK)
    return st;
  if (!valid_id (insn, n->ninsns) || index < 0
      || index >= n->insns[insn].nops)
    return fail (n, VS_ERR_INVALID);
  n->ops[n->insns[insn].first_op + index] = op;
  return VS_OK;
}

int
vs_nest_add_phi_arg (vs_nest *n, int phi, int edge, vs_operand op)
{
  void *p;
  int st = check_building (n);
  if (st != VS_OK)
    return st;
  if (!valid_id (phi, n->ninsns) || n->insns[phi].opcode != VS_OP_PHI
      || !valid_id (edge, n->nedges)
      || n->edges[edge].dst != n->insns[phi].block)
    return fail (n, VS_ERR_INVALID);
  if (GROW (p, n->args, n->cap_args, n->nargs + 1) != VS_OK)
    return fail (n, VS_ERR_NOMEM);
  vs_phi_arg_rec *a = &n->args[n->nargs++];
  a->phi = phi;
  a->edge = edge;
  a->op = op;
  return VS_OK;
}

int
vs_nest_n_blocks (const vs_nest *n)
{
  return (int) n->nblocks;
}

int
vs_nest_n_insns (const vs_nest *n)
{
  return (int) n->ninsns;
}

int
vs_nest_n_loops (const vs_nest *n)
{
  return (int) n->nloops;
}

int
vs_nest_context_loop (const vs_nest *n)
{
  return n->context;
}

vs_opcode
vs_nest_insn_opcode (const vs_nest *n, int insn)
{
  return n->insns[insn].opcode;
}

unsigned
vs_nest_insn_flags (const vs_nest *n, int insn)
{
  return n->insns[insn].flags;
}

unsigned
vs_nest_insn_size (const vs_nest *n, int insn)
{
  return n->insns[insn].size;
}

int
vs_nest_insn_block (const vs_nest *n, int insn)
{
  return n->insns[insn].block;
}

void *
vs_nest_insn_cookie (const vs_nest *n, int insn)
{
  return n->insns[insn].cookie;
}

int
vs_nest_block_first_insn (const vs_nest *n, int block)
{
  return n->blocks[block].first_insn;
}

int
vs_nest_next_insn (const vs_nest *n, int insn)
{
  return n->insns[insn].next;
}

int
vs_nest_block_loop (const vs_nest *n, int block)
{
  return n->blocks[block].loop;
}

int
vs_nest_loop_header (const vs_nest *n, int loop)
{
  return n->loops[loop].header;
}

int
vs_nest_loop_parent (const vs_nest *n, int loop)
{
  return n->loops[loop].parent;
}

int
vs_nest_loop_depth (const vs_nest *n, int loop)
{
  return n->loops[loop].depth;
}

bool
vs_nest_block_in_loop (const vs_nest *n, int block, int loop)
{
  return n->finished && vs_block_in (n, block, loop);
}

bool
vs_nest_block_irreducible (const vs_nest *n, int block)
{
  return (n->blocks[block].flags & VS_BLOCK_IRREDUCIBLE) != 0;
}
