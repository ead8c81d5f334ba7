/* The core IR: a compact copy of one loop nest that a client (the GIMPLE
   client in plugin/, or a unit test) fills in through a builder, and
   that the divergence analysis reads.

   Blocks, edges, loops and instructions are named by small int ids,
   dense from 0 in creation order.  A builder call that fails returns a
   negative vs_status and leaves the first failure in the nest, so a
   client may build everything and check once, at vs_nest_finish.

   The typical client sequence:

     vs_nest *n = vs_nest_create ();
     loops:   vs_nest_add_loop (parent first), vs_nest_set_context_loop
     blocks:  vs_nest_add_block (with its innermost loop),
              vs_nest_set_loop_header, vs_nest_set_entry
     edges:   vs_nest_add_edge
     insns:   vs_nest_add_insn (phis first, the branch last in a block),
              vs_nest_set_operand for operands defined later,
              vs_nest_add_phi_arg (one per incoming edge)
     vs_nest_finish (n)      -> VS_OK or the first error
     then vs_divergence_compute (divergence.h).

   The context loop is the loop being vectorized: its iterations are the
   lanes.  Blocks outside it may be added (preheader, exits); their
   instructions run once, in scalar code, and are uniform.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#ifndef VSHAPE_LOOP_IR_H
#define VSHAPE_LOOP_IR_H

#include <stdbool.h>
#include <stdint.h>

/* "No block / loop / instruction".  */
#define VS_NONE (-1)

typedef enum vs_status
{
  VS_OK = 0,
  VS_ERR_NOMEM = -1,		/* an allocation failed */
  VS_ERR_INVALID = -2,		/* a bad id or argument, or an ill-formed
				   nest found by vs_nest_finish */
  VS_ERR_FINISHED = -3		/* the nest is finished, no more building */
} vs_status;

/* A short English name of STATUS.  */
const char *vs_status_name (int status);

/* Instruction classes.  For each, the operands it expects.  */
typedef enum vs_opcode
{
  VS_OP_PHI,		/* arguments through vs_nest_add_phi_arg */
  VS_OP_ADD,		/* a + b */
  VS_OP_SUB,		/* a - b */
  VS_OP_NEGATE,		/* -a */
  VS_OP_MUL,		/* a * b */
  VS_OP_SHL,		/* a << b */
  VS_OP_POINTER_PLUS,	/* pointer a + byte offset b */
  VS_OP_ADDR_ELEMENT,	/* &base[index]: base + index * scale [+ offset],
			   2 to 4 operands: base, index, scale (bytes,
			   default 1), offset (bytes, default 0) */
  VS_OP_ADDR_FIELD,	/* &base->field: base + byte offset */
  VS_OP_CONVERT,	/* integer or pointer conversion or copy of a;
			   widening keeps strides only with VS_INSN_NO_WRAP */
  VS_OP_SELECT,		/* cond ? a : b */
  VS_OP_LOAD,		/* *address; SIZE is the access size */
  VS_OP_STORE,		/* *address = value (address, value); SIZE is the
			   access size */
  VS_OP_CALL,		/* arguments; VS_INSN_CONST_CALL when const/pure */
  VS_OP_LANE_ID,	/* the SIMD lane number (.GOMP_SIMD_LANE) */
  VS_OP_COND_BRANCH,	/* block terminator on the operands of its test */
  VS_OP_SWITCH,		/* block terminator on its index */
  VS_OP_OTHER		/* compares, boolean and bit operations, min/max,
			   division, float conversion, anything else:
			   uniform when every operand is */
} vs_opcode;

/* Instruction flags.  */
#define VS_INSN_POINTER    1u	/* the result is a pointer (byte strides) */
#define VS_INSN_NO_WRAP    2u	/* arithmetic known not to wrap, which lets a
				   widening conversion keep a stride */
#define VS_INSN_CONST_CALL 4u	/* a const or pure call */
#define VS_INSN_HIDDEN     8u	/* a helper the client synthesized (an
				   address computation inside a load...):
				   analysed, not printed as a statement */

typedef enum vs_operand_kind
{
  VS_OPERAND_NONE,		/* not set yet */
  VS_OPERAND_VALUE,		/* the result of instruction ID */
  VS_OPERAND_EXTERNAL,		/* a value defined outside the context loop,
				   ID chosen by the client */
  VS_OPERAND_CONST		/* the integer constant VALUE */
} vs_operand_kind;

typedef struct vs_operand
{
  vs_operand_kind kind;
  int64_t value;		/* instruction id, external id or constant */
} vs_operand;

vs_operand vs_op_value (int insn);
vs_operand vs_op_external (int id);
vs_operand vs_op_const (int64_t value);
bool vs_operand_same (vs_operand a, vs_operand b);

/* Everything about one instruction but its phi arguments.  */
typedef struct vs_insn_desc
{
  vs_opcode opcode;
  unsigned size;		/* result (or access) size in bytes */
  unsigned flags;		/* VS_INSN_* */
  int nops;
  const vs_operand *ops;	/* NOPS operands, or NULL to set them later
				   with vs_nest_set_operand */
  void *cookie;			/* the client's, e.g. its statement */
} vs_insn_desc;

typedef struct vs_nest vs_nest;

vs_nest *vs_nest_create (void);
void vs_nest_destroy (vs_nest *nest);

/* Capacity hints for a client that knows the sizes (benchmarks);
   building works without them.  */
int vs_nest_reserve (vs_nest *nest, int nblocks, int nedges, int ninsns);

/* A new loop inside PARENT (VS_NONE for a loop of the outermost level);
   parents are added before their children.  Returns its id.  */
int vs_nest_add_loop (vs_nest *nest, int parent);
/* The loop whose iterations are the vector lanes.  */
int vs_nest_set_context_loop (vs_nest *nest, int loop);
/* A new block whose innermost enclosing loop is LOOP (VS_NONE outside
   every loop).  Returns its id.  The first block is the entry unless
   vs_nest_set_entry says otherwise.  */
int vs_nest_add_block (vs_nest *nest, int loop);
int vs_nest_set_loop_header (vs_nest *nest, int loop, int block);
int vs_nest_set_entry (vs_nest *nest, int block);
/* A CFG edge SRC -> DST.  Returns its id; phi arguments name edges.  */
int vs_nest_add_edge (vs_nest *nest, int src, int dst);

/* Appends an instruction to BLOCK.  A VS_OP_COND_BRANCH or VS_OP_SWITCH
   becomes the block's terminator (one per block).  Returns its id.  */
int vs_nest_add_insn (vs_nest *nest, int block, const vs_insn_desc *desc);
int vs_nest_set_operand (vs_nest *nest, int insn, int index, vs_operand op);
/* The value phi PHI receives along EDGE (an edge into its block).  */
int vs_nest_add_phi_arg (vs_nest *nest, int phi, int edge, vs_operand op);

/* Checks the nest and computes what the analysis needs (predecessors,
   reverse post-order, loop exits, irreducible regions).  Returns VS_OK or
   the first error; afterwards the nest is read-only.  */
int vs_nest_finish (vs_nest *nest);

/* Read access.  */
int vs_nest_n_blocks (const vs_nest *nest);
int vs_nest_n_insns (const vs_nest *nest);
int vs_nest_n_loops (const vs_nest *nest);
int vs_nest_context_loop (const vs_nest *nest);
vs_opcode vs_nest_insn_opcode (const vs_nest *nest, int insn);
unsigned vs_nest_insn_flags (const vs_nest *nest, int insn);
unsigned vs_nest_insn_size (const vs_nest *nest, int insn);
int vs_nest_insn_block (const vs_nest *nest, int insn);
void *vs_nest_insn_cookie (const vs_nest *nest, int insn);
/* Instructions of BLOCK in order: the first, then the next of each;
   VS_NONE at the end.  */
int vs_nest_block_first_insn (const vs_nest *nest, int block);
int vs_nest_next_insn (const vs_nest *nest, int insn);
int vs_nest_block_loop (const vs_nest *nest, int block);
int vs_nest_loop_header (const vs_nest *nest, int loop);
int vs_nest_loop_parent (const vs_nest *nest, int loop);
/* Depth of LOOP: 1 for a loop of the outermost level.  */
int vs_nest_loop_depth (const vs_nest *nest, int loop);
/* Whether BLOCK belongs to LOOP or to a loop inside it.  */
bool vs_nest_block_in_loop (const vs_nest *nest, int block, int loop);
/* After vs_nest_finish: whether BLOCK is in an irreducible region.  */
bool vs_nest_block_irreducible (const vs_nest *nest, int block);

#endif
