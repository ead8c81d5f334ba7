/* Transfer functions of the shape lattice.

   Arithmetic on strides is exact in 64 bits; a stride that overflows, or
   does not fit the result type, becomes unknown (Strided(?)): the lanes
   still differ by a uniform amount modulo the type's range.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include "shape_transfer.h"

bool
vs_stride_fits (int64_t stride, unsigned size)
{
  if (size == 0 || size >= 8)
    return true;
  int64_t limit = (int64_t) 1 << (8 * size - 1);
  return stride >= -limit && stride < limit;
}

/* Overflow-checked 64-bit arithmetic; false on overflow.  */
static bool
add_ok (int64_t a, int64_t b, int64_t *r)
{
  if ((b > 0 && a > INT64_MAX - b) || (b < 0 && a < INT64_MIN - b))
    return false;
  *r = a + b;
  return true;
}

static bool
mul_ok (int64_t a, int64_t b, int64_t *r)
{
  if (a == 0 || b == 0)
    {
      *r = 0;
      return true;
    }
  if ((a == -1 && b == INT64_MIN) || (b == -1 && a == INT64_MIN))
    return false;
  int64_t p = (int64_t) ((uint64_t) a * (uint64_t) b);
  if (p / b != a)
    return false;
  *r = p;
  return true;
}

/* A + B for shapes of integers or addresses.  */
static vs_shape
shape_add (vs_shape a, vs_shape b)
{
  if (a.kind == VS_SHAPE_RANDOM || b.kind == VS_SHAPE_RANDOM)
    return vs_shape_random ();
  if (a.kind == VS_SHAPE_UNIFORM)
    return b;
  if (b.kind == VS_SHAPE_UNIFORM)
    return a;
  int64_t s;
  if (a.stride_known && b.stride_known && add_ok (a.stride, b.stride, &s))
    return vs_shape_strided (s);
  return vs_shape_strided_unknown ();
}

/* -A.  */
static vs_shape
shape_negate (vs_shape a)
{
  if (a.kind != VS_SHAPE_STRIDED || !a.stride_known)
    return a;
  if (a.stride == INT64_MIN)
    return vs_shape_strided_unknown ();
  return vs_shape_strided (-a.stride);
}

/* A times the uniform operand U (a known constant or not).  */
static vs_shape
shape_scale (vs_shape a, const vs_operand_info *u)
{
  if (a.kind != VS_SHAPE_STRIDED)
    return a;
  if (u->op.kind != VS_OPERAND_CONST)
    return vs_shape_strided_unknown ();
  if (u->op.value == 0)
    return vs_shape_uniform ();
  int64_t s;
  if (a.stride_known && mul_ok (a.stride, u->op.value, &s))
    return vs_shape_strided (s);
  return vs_shape_strided_unknown ();
}

/* A * B: linear only when one side is uniform.  */
static vs_shape
shape_mul (const vs_operand_info *a, const vs_operand_info *b)
{
  if (a->shape.kind == VS_SHAPE_UNIFORM)
    return shape_scale (b->shape, a);
  if (b->shape.kind == VS_SHAPE_UNIFORM)
    return shape_scale (a->shape, b);
  return vs_shape_random ();
}

/* A << B, a multiplication by 2**B for a constant B in range.  */
static vs_shape
shape_shl (const vs_operand_info *a, const vs_operand_info *b,
	   unsigned size)
{
  if (b->shape.kind != VS_SHAPE_UNIFORM)
    return vs_shape_random ();
  if (a->shape.kind != VS_SHAPE_STRIDED)
    return a->shape;
  if (b->op.kind != VS_OPERAND_CONST)
    return vs_shape_strided_unknown ();
  unsigned bits = size == 0 || size > 8 ? 64 : 8 * size;
  if (b->op.value < 0 || b->op.value >= bits)
    return vs_shape_random ();
  if (b->op.value >= 63)
    return vs_shape_strided_unknown ();
  vs_operand_info factor = *b;
  factor.op = vs_op_const ((int64_t) 1 << b->op.value);
  return shape_scale (a->shape, &factor);
}

/* A conversion of A to SIZE bytes.  */
static vs_shape
shape_convert (const vs_operand_info *a, unsigned size, unsigned flags)
{
  if (a->shape.kind != VS_SHAPE_STRIDED)
    return a->shape;
  if (a->size != 0 && size > a->size && !(flags & VS_INSN_NO_WRAP))
    return vs_shape_random ();
  return a->shape;
}

/* Uniform when every operand is, else Random.  */
static vs_shape
all_uniform (const vs_operand_info *ops, int nops)
{
  for (int i = 0; i < nops; i++)
    if (ops[i].shape.kind != VS_SHAPE_UNIFORM)
      return vs_shape_random ();
  return vs_shape_uniform ();
}

static vs_shape
transfer (vs_opcode opcode, unsigned flags, unsigned size,
	  const vs_operand_info *ops, int nops)
{
  switch (opcode)
    {
    case VS_OP_ADD:
    case VS_OP_POINTER_PLUS:
    case VS_OP_ADDR_FIELD:
      return shape_add (ops[0].shape, ops[1].shape);
    case VS_OP_SUB:
      if (vs_operand_same (ops[0].op, ops[1].op))
	return vs_shape_uniform ();
      return shape_add (ops[0].shape, shape_negate (ops[1].shape));
    case VS_OP_NEGATE:
      return shape_negate (ops[0].shape);
    case VS_OP_MUL:
      return shape_mul (&ops[0], &ops[1]);
    case VS_OP_SHL:
      return shape_shl (&ops[0], &ops[1], size);
    case VS_OP_ADDR_ELEMENT:
      {
	vs_operand_info one = { vs_op_const (1), vs_shape_uniform (), 0 };
	vs_shape s = shape_mul (&ops[1], nops > 2 ? &ops[2] : &one);
	s = shape_add (ops[0].shape, s);
	return nops > 3 ? shape_add (s, ops[3].shape) : s;
      }
    case VS_OP_CONVERT:
      return shape_convert (&ops[0], size, flags);
    case VS_OP_SELECT:
      if (ops[0].shape.kind == VS_SHAPE_UNIFORM)
	return vs_shape_join (ops[1].shape, ops[2].shape);
      if (vs_operand_same (ops[1].op, ops[2].op))
	return ops[1].shape;
      return vs_shape_random ();
    case VS_OP_LOAD:
      return ops[0].shape.kind == VS_SHAPE_UNIFORM ? vs_shape_uniform ()
						   : vs_shape_random ();
    case VS_OP_STORE:
      return ops[0].shape;
    case VS_OP_CALL:
      if (!(flags & VS_INSN_CONST_CALL))
	return vs_shape_random ();
      return all_uniform (ops, nops);
    case VS_OP_LANE_ID:
      return vs_shape_strided (1);
    case VS_OP_PHI:
    case VS_OP_COND_BRANCH:
    case VS_OP_SWITCH:
    case VS_OP_OTHER:
      break;
    }
  return all_uniform (ops, nops);
}

vs_shape
vs_transfer (vs_opcode opcode, unsigned flags, unsigned size,
	     const vs_operand_info *ops, int nops)
{
  for (int i = 0; i < nops; i++)
    if (ops[i].shape.kind == VS_SHAPE_UNDEF)
      return vs_shape_undef ();
  vs_shape s = transfer (opcode, flags, size, ops, nops);
  if (s.kind == VS_SHAPE_STRIDED && s.stride_known
      && !vs_stride_fits (s.stride, opcode == VS_OP_STORE ? 8 : size))
    return vs_shape_strided_unknown ();
  return s;
}
