/* Shape (divergence) analysis of a finished nest (loop_ir.h): the shape
   of every instruction, the shape of the address of every memory
   access, the divergent branches with their join blocks and the
   divergent loops with their exits.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#ifndef VSHAPE_DIVERGENCE_H
#define VSHAPE_DIVERGENCE_H

#include "loop_ir.h"
#include "shape.h"

/* Called on each change of a shape during the propagation, with the
   instruction, its old and new shape and why (a constant string such as
   "transfer", "induction", "phi at divergent join").  */
typedef void vs_trace_fn (void *data, int insn, vs_shape old_shape,
			  vs_shape new_shape, const char *reason);

typedef struct vs_trace
{
  vs_trace_fn *fn;
  void *data;
} vs_trace;

typedef struct vs_divergence vs_divergence;

/* Analyses NEST (finished, and kept alive as long as the result).
   TRACE may be NULL.  On VS_OK *OUT is the result, to free with
   vs_divergence_destroy; otherwise *OUT is NULL.  */
int vs_divergence_compute (const vs_nest *nest, const vs_trace *trace,
			   vs_divergence **out);
void vs_divergence_destroy (vs_divergence *d);

vs_shape vs_divergence_shape (const vs_divergence *d, int insn);
/* For a load or store: the shape of its address; Undef otherwise.  */
vs_shape vs_divergence_address_shape (const vs_divergence *d, int insn);
/* For a load or store: uniform, unit stride, strided or random.  */
vs_access_kind vs_divergence_access (const vs_divergence *d, int insn);

/* A branch whose condition differs between lanes.  JOINS: the blocks
   where lanes it separated meet again within an iteration, ascending.
   LOOP: the loop it makes divergent (lanes leave it in different
   iterations), or VS_NONE.  */
typedef struct vs_divergent_branch
{
  int block, insn, loop;
  int njoins;
  const int *joins;
} vs_divergent_branch;

/* A loop of the context that lanes leave in different iterations:
   values defined in it and used after it are divergent.  EXITS: its
   exit blocks; JOINS: blocks where lanes leaving through different
   exits meet; both ascending.  */
typedef struct vs_divergent_loop
{
  int loop, header;
  int nexits;
  const int *exits;
  int njoins;
  const int *joins;
} vs_divergent_loop;

/* Divergent branches in ascending block order.  */
int vs_divergence_n_branches (const vs_divergence *d);
const vs_divergent_branch *vs_divergence_branch (const vs_divergence *d,
						 int i);
/* Divergent loops in ascending loop id order.  */
int vs_divergence_n_loops (const vs_divergence *d);
const vs_divergent_loop *vs_divergence_loop (const vs_divergence *d, int i);
bool vs_divergence_loop_is_divergent (const vs_divergence *d, int loop);

/* Whether the phis of BLOCK may merge values from different paths in
   different lanes (a join of a divergent branch, or an exit block of a
   divergent loop).  */
bool vs_divergence_block_is_join (const vs_divergence *d, int block);

/* Checks the result: every instruction has a shape (none Undef).
   Returns the number of Undef instructions, and the first of them in
   *FIRST when FIRST is not NULL.  */
int vs_divergence_verify (const vs_divergence *d, int *first);

#endif
