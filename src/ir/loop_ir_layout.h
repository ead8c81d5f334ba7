/* The layout of vs_nest, shared by the files of the divergence core and
   by nothing outside it.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#ifndef VSHAPE_LOOP_IR_LAYOUT_H
#define VSHAPE_LOOP_IR_LAYOUT_H

#include <stddef.h>

#include "loop_ir.h"

typedef struct vs_insn_rec
{
  vs_opcode opcode;
  unsigned flags, size;
  int block;
  int next;			/* next instruction of the block */
  int first_op, nops;		/* slice of vs_nest.ops */
  int first_arg, nargs;		/* phis, after finish: slice of args */
  void *cookie;
} vs_insn_rec;

/* Block flags computed by vs_nest_finish.  */
#define VS_BLOCK_REACHABLE   1u	/* reachable from the entry */
#define VS_BLOCK_IN_CONTEXT  2u	/* inside the context loop */
#define VS_BLOCK_IRREDUCIBLE 4u	/* on a cycle that is no declared loop */
#define VS_BLOCK_AFTER_IRRED 8u	/* reachable from an irreducible block
				   within one context iteration */

typedef struct vs_block_rec
{
  int loop;			/* innermost loop, or VS_NONE */
  int first_insn, last_insn, terminator;
  int first_succ, nsucc;	/* slices of succ_edges / pred_edges */
  int first_pred, npred;
  int rpo;			/* position in rpo_blocks, or -1 */
  unsigned flags;
} vs_block_rec;

typedef struct vs_edge_rec
{
  int src, dst;
} vs_edge_rec;

typedef struct vs_loop_rec
{
  int parent, header, depth;
  int pre, end;			/* preorder number; subtree is [pre, end) */
  int first_exit, nexits;	/* slice of exit_blocks: distinct blocks
				   outside the loop entered from it, sorted */
  int first_block, nblocks;	/* slice of loop_blocks: blocks whose
				   innermost loop this is */
} vs_loop_rec;

typedef struct vs_phi_arg_rec
{
  int phi, edge;
  vs_operand op;
} vs_phi_arg_rec;

struct vs_nest
{
  int status;			/* first builder error, or VS_OK */
  int finished;
  int entry, context;

  vs_insn_rec *insns;
  size_t ninsns, cap_insns;
  vs_block_rec *blocks;
  size_t nblocks, cap_blocks;
  vs_edge_rec *edges;
  size_t nedges, cap_edges;
  vs_loop_rec *loops;
  size_t nloops, cap_loops;
  vs_operand *ops;
  size_t nops, cap_ops;
  vs_phi_arg_rec *args;		/* grouped by phi after finish */
  size_t nargs, cap_args;

  /* Computed by vs_nest_finish.  */
  int *succ_edges, *pred_edges;	/* edge ids, per block */
  int *rpo_blocks;		/* reachable blocks in reverse post-order */
  int nrpo;
  int *loop_preorder;		/* loop ids in preorder of the loop tree */
  int *exit_blocks, *loop_blocks;
  int *user_start, *users;	/* instructions using each instruction */
};

/* Whether loop OUTER contains loop INNER (or is it).  VS_NONE as INNER
   (outside every loop) is in no loop.  */
static inline int
vs_loop_contains (const vs_nest *n, int outer, int inner)
{
  if (inner < 0)
    return 0;
  const vs_loop_rec *o = &n->loops[outer];
  int p = n->loops[inner].pre;
  return o->pre <= p && p < o->end;
}

static inline int
vs_block_in (const vs_nest *n, int block, int loop)
{
  return vs_loop_contains (n, loop, n->blocks[block].loop);
}

/* Whether edge E goes back to the header of a loop containing its
   source.  */
static inline int
vs_edge_is_back (const vs_nest *n, int e)
{
  int dst = n->edges[e].dst, l = n->blocks[dst].loop;
  return l >= 0 && n->loops[l].header == dst
	 && vs_block_in (n, n->edges[e].src, l);
}

/* Computes reverse post-order, irreducible regions and the block flags;
   part of vs_nest_finish.  Returns a vs_status.  */
int vs_cfg_compute (vs_nest *n);

#endif
