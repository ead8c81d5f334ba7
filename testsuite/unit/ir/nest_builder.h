/* Short hands for unit tests that build loop nests (loop_ir.h) by hand.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#ifndef VSHAPE_NEST_BUILDER_H
#define VSHAPE_NEST_BUILDER_H

#include "loop_ir.h"

#define V(i) vs_op_value (i)
#define C(x) vs_op_const (x)
#define X(id) vs_op_external (id)

/* An instruction of class OP with result SIZE, FLAGS and NOPS operands
   (A, B, C used in that order) appended to BLOCK.  */
static inline int
nb_insn (vs_nest *n, int block, vs_opcode op, unsigned size, unsigned flags,
	 int nops, vs_operand a, vs_operand b, vs_operand c)
{
  vs_operand ops[3] = { a, b, c };
  vs_insn_desc d = { op, size, flags, nops, ops, NULL };
  return vs_nest_add_insn (n, block, &d);
}

static inline int
nb_op1 (vs_nest *n, int block, vs_opcode op, unsigned size, vs_operand a)
{
  return nb_insn (n, block, op, size, 0, 1, a, a, a);
}

static inline int
nb_op2 (vs_nest *n, int block, vs_opcode op, unsigned size, vs_operand a,
	vs_operand b)
{
  return nb_insn (n, block, op, size, 0, 2, a, b, b);
}

/* &BASE[INDEX] with elements of SCALE bytes, a pointer.  */
static inline int
nb_element (vs_nest *n, int block, vs_operand base, vs_operand index,
	    int64_t scale)
{
  return nb_insn (n, block, VS_OP_ADDR_ELEMENT, 8, VS_INSN_POINTER, 3, base,
		  index, C (scale));
}

static inline int
nb_phi (vs_nest *n, int block, unsigned size)
{
  vs_insn_desc d = { VS_OP_PHI, size, 0, 0, NULL, NULL };
  return vs_nest_add_insn (n, block, &d);
}

/* A conditional branch on COND ending BLOCK.  */
static inline int
nb_branch (vs_nest *n, int block, vs_operand cond)
{
  return nb_insn (n, block, VS_OP_COND_BRANCH, 0, 0, 1, cond, cond, cond);
}

/* The usual frame of a test: a preheader outside every loop, the
   context loop with its header, and an exit block after it.  */
typedef struct nb_frame
{
  vs_nest *n;
  int loop, pre, header, exit;
  int pre_edge;			/* preheader -> header */
  int back;			/* latch -> header, set by nb_counter_latch */
} nb_frame;

static inline nb_frame
nb_frame_create (void)
{
  nb_frame f;
  f.n = vs_nest_create ();
  f.loop = vs_nest_add_loop (f.n, VS_NONE);
  vs_nest_set_context_loop (f.n, f.loop);
  f.pre = vs_nest_add_block (f.n, VS_NONE);
  f.header = vs_nest_add_block (f.n, f.loop);
  vs_nest_set_loop_header (f.n, f.loop, f.header);
  f.exit = vs_nest_add_block (f.n, VS_NONE);
  f.pre_edge = vs_nest_add_edge (f.n, f.pre, f.header);
  f.back = VS_NONE;
  return f;
}

/* The induction I = phi (0, I + 1) of the context loop: the phi, to
   create before the other instructions of the header.  */
static inline int
nb_counter_phi (nb_frame *f)
{
  return nb_phi (f->n, f->header, 8);
}

/* Ends LATCH with the increment of counter I and the loop's exit test,
   adds the back edge (in F->back) and the exit edge, and the phi's
   arguments.  Returns the increment.  */
static inline int
nb_counter_latch (nb_frame *f, int latch, int i)
{
  int i1 = nb_op2 (f->n, latch, VS_OP_ADD, 8, V (i), C (1));
  int c = nb_op2 (f->n, latch, VS_OP_OTHER, 1, V (i1), X (0));
  nb_branch (f->n, latch, V (c));
  f->back = vs_nest_add_edge (f->n, latch, f->header);
  vs_nest_add_edge (f->n, latch, f->exit);
  vs_nest_add_phi_arg (f->n, i, f->pre_edge, C (0));
  vs_nest_add_phi_arg (f->n, i, f->back, V (i1));
  return i1;
}

#endif
