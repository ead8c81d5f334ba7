/* Unit tests of the transfer functions, one instruction class at a
   time.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include "shape_transfer.h"
#include "unit_check.h"

#define UNI vs_shape_uniform ()
#define RND vs_shape_random ()
#define STR(k) vs_shape_strided (k)
#define STRQ vs_shape_strided_unknown ()

/* An operand: value VALUE (an instruction id) of shape S and SIZE
   bytes.  */
static vs_operand_info
val (int value, vs_shape s, unsigned size)
{
  vs_operand_info o = { vs_op_value (value), s, size };
  return o;
}

/* The constant C.  */
static vs_operand_info
cst (int64_t c)
{
  vs_operand_info o = { vs_op_const (c), UNI, 0 };
  return o;
}

/* A uniform value defined outside the loop.  */
static vs_operand_info
ext (int id)
{
  vs_operand_info o = { vs_op_external (id), UNI, 0 };
  return o;
}

static vs_shape
t1 (vs_opcode op, unsigned flags, unsigned size, vs_operand_info a)
{
  return vs_transfer (op, flags, size, &a, 1);
}

static vs_shape
t2 (vs_opcode op, unsigned flags, unsigned size, vs_operand_info a,
    vs_operand_info b)
{
  vs_operand_info ops[2] = { a, b };
  return vs_transfer (op, flags, size, ops, 2);
}

static bool
is (vs_shape got, vs_shape want)
{
  return vs_shape_equal (got, want);
}

static void
test_arithmetic (void)
{
  vs_operand_info i = val (0, STR (1), 4), j = val (1, STR (3), 4);
  vs_operand_info r = val (2, RND, 4), u = val (3, UNI, 4);
  vs_operand_info q = val (4, STRQ, 4);
  UNIT_CHECK (is (t2 (VS_OP_ADD, 0, 4, i, u), STR (1))
	      && is (t2 (VS_OP_ADD, 0, 4, u, i), STR (1)),
	      "add: strided + uniform keeps the stride");
  UNIT_CHECK (is (t2 (VS_OP_ADD, 0, 4, i, j), STR (4)),
	      "add: strides add");
  UNIT_CHECK (is (t2 (VS_OP_ADD, 0, 4, i, q), STRQ),
	      "add: known + unknown stride is unknown");
  UNIT_CHECK (is (t2 (VS_OP_ADD, 0, 4, i, r), RND), "add: random wins");
  UNIT_CHECK (is (t2 (VS_OP_ADD, 0, 4, i, val (5, STR (-1), 4)), UNI),
	      "add: opposite strides cancel to uniform");
  UNIT_CHECK (is (t2 (VS_OP_SUB, 0, 4, j, i), STR (2))
	      && is (t2 (VS_OP_SUB, 0, 4, u, i), STR (-1)),
	      "sub: strides subtract");
  UNIT_CHECK (is (t2 (VS_OP_SUB, 0, 4, r, r), UNI),
	      "sub: a value minus itself is uniform");
  UNIT_CHECK (is (t1 (VS_OP_NEGATE, 0, 4, j), STR (-3))
	      && is (t1 (VS_OP_NEGATE, 0, 4, r), RND)
	      && is (t1 (VS_OP_NEGATE, 0, 4, u), UNI),
	      "negate");
  UNIT_CHECK (is (t2 (VS_OP_MUL, 0, 4, j, cst (4)), STR (12))
	      && is (t2 (VS_OP_MUL, 0, 4, cst (-2), j), STR (-6)),
	      "mul: by a constant scales the stride");
  UNIT_CHECK (is (t2 (VS_OP_MUL, 0, 4, j, ext (1)), STRQ),
	      "mul: by a uniform unknown gives stride ?");
  UNIT_CHECK (is (t2 (VS_OP_MUL, 0, 4, j, cst (0)), UNI),
	      "mul: by 0 is uniform");
  UNIT_CHECK (is (t2 (VS_OP_MUL, 0, 4, i, j), RND),
	      "mul: strided by strided is random");
  UNIT_CHECK (is (t2 (VS_OP_SHL, 0, 4, j, cst (2)), STR (12)),
	      "shl: by a constant scales by a power of 2");
  UNIT_CHECK (is (t2 (VS_OP_SHL, 0, 4, j, ext (1)), STRQ),
	      "shl: by a uniform unknown gives stride ?");
  UNIT_CHECK (is (t2 (VS_OP_SHL, 0, 4, u, i), RND),
	      "shl: by a divergent amount is random");
  UNIT_CHECK (is (t2 (VS_OP_SHL, 0, 4, j, cst (40)), RND),
	      "shl: past the width is random");
  UNIT_CHECK (is (t2 (VS_OP_MUL, 0, 1, j, cst (100)), STRQ),
	      "a stride that does not fit the type becomes unknown");
  UNIT_CHECK (is (t2 (VS_OP_MUL, 0, 8, val (6, STR (INT64_MAX), 8),
		      cst (2)), STRQ),
	      "a stride that overflows 64 bits becomes unknown");
}

static void
test_addresses (void)
{
  vs_operand_info i = val (0, STR (1), 8), base = ext (1);
  vs_operand_info p = val (2, STR (8), 8);
  vs_operand_info ops[4] = { base, i, cst (4), cst (16) };
  UNIT_CHECK (is (vs_transfer (VS_OP_ADDR_ELEMENT, VS_INSN_POINTER, 8, ops, 3),
		  STR (4)),
	      "element address: index stride times element size (bytes)");
  UNIT_CHECK (is (vs_transfer (VS_OP_ADDR_ELEMENT, VS_INSN_POINTER, 8, ops, 4),
		  STR (4)),
	      "element address: a constant offset keeps the stride");
  UNIT_CHECK (is (vs_transfer (VS_OP_ADDR_ELEMENT, VS_INSN_POINTER, 8, ops, 2),
		  STR (1)),
	      "element address: default scale 1");
  vs_operand_info ops_u[3] = { base, i, ext (2) };
  UNIT_CHECK (is (vs_transfer (VS_OP_ADDR_ELEMENT, VS_INSN_POINTER, 8, ops_u,
			       3), STRQ),
	      "element address: unknown element size gives stride ?");
  UNIT_CHECK (is (t2 (VS_OP_ADDR_FIELD, VS_INSN_POINTER, 8, p, cst (4)),
		  STR (8)),
	      "field address: keeps the struct stride in bytes");
  UNIT_CHECK (is (t2 (VS_OP_POINTER_PLUS, VS_INSN_POINTER, 8, base,
		      val (3, STR (12), 8)), STR (12)),
	      "pointer plus a strided byte offset");
  UNIT_CHECK (is (t2 (VS_OP_POINTER_PLUS, VS_INSN_POINTER, 8, p, cst (8)),
		  STR (8)),
	      "pointer plus a constant keeps the byte stride");
}

static void
test_conversions (void)
{
  vs_operand_info i32 = val (0, STR (1), 4), r = val (1, RND, 4);
  UNIT_CHECK (is (t1 (VS_OP_CONVERT, 0, 8, i32), RND),
	      "widening a stride without no-wrap is random");
  UNIT_CHECK (is (t1 (VS_OP_CONVERT, VS_INSN_NO_WRAP, 8, i32), STR (1)),
	      "widening a stride with no-wrap keeps it");
  UNIT_CHECK (is (t1 (VS_OP_CONVERT, 0, 4, i32), STR (1)),
	      "same-size conversion keeps the stride");
  UNIT_CHECK (is (t1 (VS_OP_CONVERT, 0, 2, i32), STR (1)),
	      "narrowing keeps a stride that fits");
  UNIT_CHECK (is (t1 (VS_OP_CONVERT, 0, 1, val (2, STR (1000), 4)), STRQ),
	      "narrowing a stride that does not fit: stride ?");
  UNIT_CHECK (is (t1 (VS_OP_CONVERT, 0, 8, val (3, UNI, 4)), UNI)
	      && is (t1 (VS_OP_CONVERT, 0, 8, r), RND),
	      "conversions of uniform and random values");
}

static void
test_others (void)
{
  vs_operand_info i = val (0, STR (1), 4), r = val (1, RND, 4);
  vs_operand_info u = val (2, UNI, 4), c = val (3, UNI, 1);
  vs_operand_info dc = val (4, RND, 1), j = val (5, STR (2), 4);
  UNIT_CHECK (is (t2 (VS_OP_OTHER, 0, 1, u, ext (1)), UNI),
	      "compare of uniforms is uniform");
  UNIT_CHECK (is (t2 (VS_OP_OTHER, 0, 1, i, u), RND),
	      "compare, division, min/max of a divergent value is random");
  vs_operand_info sel[3] = { c, i, j };
  UNIT_CHECK (is (vs_transfer (VS_OP_SELECT, 0, 4, sel, 3), STRQ),
	      "select on a uniform condition joins its values");
  sel[1] = u;
  sel[2] = u;
  sel[0] = dc;
  UNIT_CHECK (is (vs_transfer (VS_OP_SELECT, 0, 4, sel, 3), UNI),
	      "select of one value on a divergent condition");
  sel[2] = val (6, UNI, 4);
  UNIT_CHECK (is (vs_transfer (VS_OP_SELECT, 0, 4, sel, 3), RND),
	      "select of two values on a divergent condition is random");
  UNIT_CHECK (is (t1 (VS_OP_LOAD, 0, 4, ext (1)), UNI),
	      "load from a uniform address is uniform");
  UNIT_CHECK (is (t1 (VS_OP_LOAD, 0, 4, val (7, STR (4), 8)), RND),
	      "load from a strided address is random");
  UNIT_CHECK (is (t2 (VS_OP_STORE, 0, 4, val (7, STR (4), 8), r), STR (4)),
	      "store has the shape of its address");
  UNIT_CHECK (is (t2 (VS_OP_CALL, VS_INSN_CONST_CALL, 4, u, ext (1)), UNI),
	      "const call with uniform arguments is uniform");
  UNIT_CHECK (is (t2 (VS_OP_CALL, VS_INSN_CONST_CALL, 4, u, i), RND),
	      "const call with a divergent argument is random");
  UNIT_CHECK (is (t2 (VS_OP_CALL, 0, 4, u, ext (1)), RND),
	      "other calls are random");
  UNIT_CHECK (is (vs_transfer (VS_OP_LANE_ID, 0, 4, NULL, 0), STR (1)),
	      "lane number is unit stride");
  UNIT_CHECK (is (t1 (VS_OP_COND_BRANCH, 0, 0, dc), RND)
	      && is (t1 (VS_OP_COND_BRANCH, 0, 0, c), UNI)
	      && is (t1 (VS_OP_SWITCH, 0, 0, i), RND),
	      "branches are uniform or random");
  UNIT_CHECK (is (t2 (VS_OP_ADD, 0, 4, i, val (8, vs_shape_undef (), 4)),
		  vs_shape_undef ()),
	      "undef while an operand is undef");
  UNIT_CHECK (vs_stride_fits (127, 1) && !vs_stride_fits (128, 1)
	      && vs_stride_fits (-128, 1) && vs_stride_fits (INT64_MIN, 8)
	      && vs_stride_fits (1 << 20, 0),
	      "stride ranges");
}

int
main (void)
{
  test_arithmetic ();
  test_addresses ();
  test_conversions ();
  test_others ();
  return unit_finish ();
}
