/* Transfer functions: the shape of an instruction's result from the
   shapes of its operands.  Phis are not here: their shape depends on
   control flow (divergence.c).

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#ifndef VSHAPE_SHAPE_TRANSFER_H
#define VSHAPE_SHAPE_TRANSFER_H

#include "loop_ir.h"
#include "shape.h"

/* What a transfer function knows of one operand.  */
typedef struct vs_operand_info
{
  vs_operand op;
  vs_shape shape;		/* as seen where it is used */
  unsigned size;		/* bytes of its value, 0 when not known */
} vs_operand_info;

/* The shape of the result of a non-phi instruction of class OPCODE with
   FLAGS (VS_INSN_*) and a result of SIZE bytes, from its NOPS operands.
   Undef while an operand is Undef.  For a store, the shape of its
   address; for a branch, Uniform or Random.  */
vs_shape vs_transfer (vs_opcode opcode, unsigned flags, unsigned size,
		      const vs_operand_info *ops, int nops);

/* Whether STRIDE is representable in a signed integer of SIZE bytes
   (SIZE 0 or above 8: in 64 bits).  */
bool vs_stride_fits (int64_t stride, unsigned size);

#endif
