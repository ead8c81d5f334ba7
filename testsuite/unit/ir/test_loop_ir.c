/* Unit tests of the loop IR builder: ids, read access, and the errors
   the builder and vs_nest_finish report.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include <string.h>

#include "nest_builder.h"
#include "unit_check.h"

/* A well-formed nest: preheader, context loop of header and latch with
   an inner loop, exit.  Used as the base of the error cases.  */
static void
test_well_formed (void)
{
  nb_frame f = nb_frame_create ();
  vs_nest *n = f.n;
  int inner = vs_nest_add_loop (n, f.loop);
  int h1 = vs_nest_add_block (n, inner);
  int latch = vs_nest_add_block (n, f.loop);
  UNIT_CHECK (vs_nest_set_loop_header (n, inner, h1) == VS_OK,
	      "builder: header set");
  int i = nb_counter_phi (&f);
  vs_nest_add_edge (n, f.header, h1);
  int c = nb_op2 (n, h1, VS_OP_OTHER, 1, X (1), C (0));
  int br = nb_branch (n, h1, V (c));
  vs_nest_add_edge (n, h1, h1);
  vs_nest_add_edge (n, h1, latch);
  int i1 = nb_counter_latch (&f, latch, i);
  UNIT_CHECK (f.loop == 0 && inner == 1 && f.pre == 0 && f.header == 1
	      && f.exit == 2 && h1 == 3 && i == 0 && c == 1 && br == 2,
	      "builder: ids are dense in creation order");
  UNIT_CHECK (vs_nest_finish (n) == VS_OK, "builder: well-formed nest");
  UNIT_CHECK (vs_nest_n_blocks (n) == 5 && vs_nest_n_loops (n) == 2
	      && vs_nest_n_insns (n) == 6 && vs_nest_context_loop (n) == 0,
	      "read: counts");
  UNIT_CHECK (vs_nest_insn_opcode (n, i1) == VS_OP_ADD
	      && vs_nest_insn_size (n, i1) == 8
	      && vs_nest_insn_block (n, i1) == latch
	      && vs_nest_insn_flags (n, br) == 0
	      && vs_nest_insn_cookie (n, br) == NULL,
	      "read: instructions");
  UNIT_CHECK (vs_nest_block_first_insn (n, h1) == c
	      && vs_nest_next_insn (n, c) == br
	      && vs_nest_next_insn (n, br) == VS_NONE
	      && vs_nest_block_first_insn (n, f.exit) == VS_NONE,
	      "read: block order");
  UNIT_CHECK (vs_nest_loop_depth (n, inner) == 2
	      && vs_nest_loop_depth (n, f.loop) == 1
	      && vs_nest_loop_parent (n, inner) == f.loop
	      && vs_nest_loop_header (n, inner) == h1
	      && vs_nest_block_loop (n, f.pre) == VS_NONE,
	      "read: loops");
  UNIT_CHECK (vs_nest_block_in_loop (n, h1, f.loop)
	      && vs_nest_block_in_loop (n, h1, inner)
	      && !vs_nest_block_in_loop (n, latch, inner)
	      && !vs_nest_block_in_loop (n, f.exit, f.loop),
	      "read: loop membership");
  UNIT_CHECK (!vs_nest_block_irreducible (n, h1), "read: reducible");
  UNIT_CHECK (vs_nest_add_block (n, VS_NONE) == VS_ERR_FINISHED
	      && vs_nest_finish (n) == VS_ERR_FINISHED,
	      "builder: a finished nest refuses changes");
  vs_nest_destroy (n);
}

/* Builds a nest whose first error is expected to be WANT, from the
   builder call or from vs_nest_finish.  */
static void
expect (vs_nest *n, int got, int want, const char *name)
{
  UNIT_CHECK (got == want && vs_nest_finish (n) == want, name);
  vs_nest_destroy (n);
}

static void
test_builder_errors (void)
{
  vs_nest *n = vs_nest_create ();
  expect (n, vs_nest_add_loop (n, 3), VS_ERR_INVALID,
	  "error: parent loop does not exist");
  n = vs_nest_create ();
  expect (n, vs_nest_add_block (n, 0), VS_ERR_INVALID,
	  "error: block in a loop that does not exist");
  n = vs_nest_create ();
  vs_nest_add_block (n, VS_NONE);
  expect (n, vs_nest_add_edge (n, 0, 5), VS_ERR_INVALID,
	  "error: edge to a block that does not exist");
  n = vs_nest_create ();
  int l = vs_nest_add_loop (n, VS_NONE);
  vs_nest_add_block (n, VS_NONE);
  expect (n, vs_nest_set_loop_header (n, l, 0), VS_ERR_INVALID,
	  "error: header outside its loop");
  n = vs_nest_create ();
  expect (n, vs_nest_set_context_loop (n, 0), VS_ERR_INVALID,
	  "error: context loop does not exist");
  n = vs_nest_create ();
  vs_nest_add_block (n, VS_NONE);
  nb_branch (n, 0, X (1));
  expect (n, nb_branch (n, 0, X (2)), VS_ERR_INVALID,
	  "error: two terminators in a block");
  n = vs_nest_create ();
  vs_nest_add_block (n, VS_NONE);
  vs_operand one = C (1);
  vs_insn_desc phi_ops = { VS_OP_PHI, 4, 0, 1, &one, NULL };
  expect (n, vs_nest_add_insn (n, 0, &phi_ops), VS_ERR_INVALID,
	  "error: phi with operands");
  n = vs_nest_create ();
  vs_nest_add_block (n, VS_NONE);
  int a = nb_op1 (n, 0, VS_OP_LOAD, 4, X (1));
  expect (n, vs_nest_add_phi_arg (n, a, 0, C (1)), VS_ERR_INVALID,
	  "error: phi argument of a non-phi");
  n = vs_nest_create ();
  vs_nest_add_block (n, VS_NONE);
  a = nb_op1 (n, 0, VS_OP_LOAD, 4, X (1));
  expect (n, vs_nest_set_operand (n, a, 1, C (1)), VS_ERR_INVALID,
	  "error: operand index out of range");
  n = vs_nest_create ();
  vs_insn_desc bad = { (vs_opcode) 99, 4, 0, 0, NULL, NULL };
  vs_nest_add_block (n, VS_NONE);
  expect (n, vs_nest_add_insn (n, 0, &bad), VS_ERR_INVALID,
	  "error: unknown opcode");
  UNIT_CHECK (vs_nest_add_block (NULL, VS_NONE) == VS_ERR_INVALID
	      && vs_nest_finish (NULL) == VS_ERR_INVALID,
	      "error: no nest");
  UNIT_CHECK (strcmp (vs_status_name (VS_OK), "ok") == 0
	      && strcmp (vs_status_name (VS_ERR_INVALID), "invalid nest") == 0
	      && strcmp (vs_status_name (42), "unknown status") == 0,
	      "status names");
}

/* A nest that the builder accepts but vs_nest_finish rejects.  KIND
   selects the defect.  */
static int
finish_defect (int kind)
{
  nb_frame f = nb_frame_create ();
  vs_nest *n = f.n;
  int latch = vs_nest_add_block (n, f.loop);
  int other = vs_nest_add_block (n, f.loop);
  int i = nb_counter_phi (&f);
  vs_nest_add_edge (n, f.header, latch);
  switch (kind)
    {
    case 0:			/* an operand never set */
      {
	vs_insn_desc d = { VS_OP_ADD, 4, 0, 2, NULL, NULL };
	vs_nest_add_insn (n, latch, &d);
	break;
      }
    case 1:			/* an operand naming a store */
      {
	int s = nb_insn (n, latch, VS_OP_STORE, 4, 0, 2, X (1), C (0), C (0));
	nb_op2 (n, latch, VS_OP_ADD, 4, V (s), C (1));
	break;
      }
    case 2:			/* a phi missing an argument */
      {
	int p = nb_phi (n, latch, 4);
	(void) p;
	break;
      }
    case 3:			/* a loop entered elsewhere than its header */
      vs_nest_add_edge (n, f.pre, latch);
      break;
    case 4:			/* too few operands for the class */
      nb_insn (n, latch, VS_OP_SELECT, 4, 0, 2, C (0), C (1), C (2));
      break;
    case 5:			/* an operand naming no instruction */
      nb_op1 (n, latch, VS_OP_LOAD, 4, V (1000));
      break;
    default:			/* a loop without header */
      vs_nest_add_loop (n, f.loop);
      break;
    }
  (void) other;
  nb_counter_latch (&f, latch, i);
  int st = vs_nest_finish (n);
  vs_nest_destroy (n);
  return st;
}

static void
test_finish_errors (void)
{
  static const char *const names[] = {
    "finish: operand never set",
    "finish: operand naming a store",
    "finish: phi without an argument for each edge",
    "finish: loop entered elsewhere than its header",
    "finish: too few operands",
    "finish: operand naming no instruction",
    "finish: loop without header",
  };
  for (int k = 0; k < 7; k++)
    UNIT_CHECK (finish_defect (k) == VS_ERR_INVALID, names[k]);
  vs_nest *n = vs_nest_create ();
  UNIT_CHECK (vs_nest_finish (n) == VS_ERR_INVALID, "finish: empty nest");
  vs_nest_destroy (n);
  n = vs_nest_create ();
  vs_nest_add_loop (n, VS_NONE);
  vs_nest_add_block (n, 0);
  vs_nest_set_loop_header (n, 0, 0);
  UNIT_CHECK (vs_nest_finish (n) == VS_ERR_INVALID,
	      "finish: no context loop");
  vs_nest_destroy (n);
}

/* Two blocks that enter each other inside the context, no loop
   declared for them: irreducible.  */
static void
test_irreducible_marking (void)
{
  nb_frame f = nb_frame_create ();
  vs_nest *n = f.n;
  int a = vs_nest_add_block (n, f.loop), b = vs_nest_add_block (n, f.loop);
  int latch = vs_nest_add_block (n, f.loop);
  int i = nb_counter_phi (&f);
  nb_branch (n, f.header, X (1));
  vs_nest_add_edge (n, f.header, a);
  vs_nest_add_edge (n, f.header, b);
  nb_branch (n, a, X (2));
  vs_nest_add_edge (n, a, b);
  vs_nest_add_edge (n, a, latch);
  vs_nest_add_edge (n, b, a);
  nb_counter_latch (&f, latch, i);
  UNIT_CHECK (vs_nest_finish (n) == VS_OK
	      && vs_nest_block_irreducible (n, a)
	      && vs_nest_block_irreducible (n, b)
	      && !vs_nest_block_irreducible (n, latch)
	      && !vs_nest_block_irreducible (n, f.header),
	      "cfg: irreducible cycle marked");
  vs_nest_destroy (n);
}

int
main (void)
{
  test_well_formed ();
  test_builder_errors ();
  test_finish_errors ();
  test_irreducible_marking ();
  return unit_finish ();
}
