/* Shapes of accesses to loop-private arrays under the structure-of-arrays
   (SOA) layout, where the lane is the innermost dimension: a private
   T p[N] of a SIMD loop becomes T p'[N][VF], so p[k] of lane L lives at
   p'[k][L].

     SOA Unit Stride (k bytes): lane L accesses base + L * k, k being the
       element size: what a lane-uniform index gives.
     SOA Strided: the lanes are VF elements apart times the index's
       stride; printed with an unknown stride, VF being unknown here.
     SOA Random: anything else.

   Also the shape the same access has under GCC's array-of-structures
   (AOS) layout, p''[VF][N], for the dumps that compare both.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#ifndef VSHAPE_SOA_SHAPE_H
#define VSHAPE_SOA_SHAPE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "shape.h"

typedef enum vs_soa_shape_kind
{
  VS_SOA_UNDEF,
  VS_SOA_UNIT_STRIDE,
  VS_SOA_STRIDED,
  VS_SOA_RANDOM
} vs_soa_shape_kind;

typedef struct vs_soa_shape
{
  vs_soa_shape_kind kind;
  int64_t stride;		/* bytes, VS_SOA_UNIT_STRIDE only */
} vs_soa_shape;

vs_soa_shape vs_soa_shape_undef (void);
/* SOA Unit Stride of ELEM_SIZE bytes: the address of a private itself.  */
vs_soa_shape vs_soa_shape_unit_stride (int64_t elem_size);
vs_soa_shape vs_soa_shape_strided (void);
vs_soa_shape vs_soa_shape_random (void);

bool vs_soa_shape_equal (vs_soa_shape a, vs_soa_shape b);

/* The shape of the address POINTER[INDEX] (one level of array indexing)
   from the shape of POINTER and the lane shape of INDEX, per the
   conversion table of the SOA design:

     pointer \ index  Uniform   Unit stride  Strided   Random   Undef
     SOA Unit Stride  SOA Unit  SOA Strided  SOA Rnd   SOA Rnd  Undef
     SOA Strided      SOA Str   SOA Strided  SOA Rnd   SOA Rnd  Undef
     SOA Random       SOA Rnd   SOA Rnd      SOA Rnd   SOA Rnd  Undef
     Undef            Undef     Undef        Undef     Undef    Undef  */
vs_soa_shape vs_soa_shape_index (vs_soa_shape pointer, vs_shape index);

/* Longest text vs_soa_shape_format writes, with its terminating NUL.  */
#define VS_SOA_SHAPE_FORMAT_MAX 64

/* Writes the dump text of S into BUF of SIZE bytes, snprintf-like:
     [Shape: SOA Unit Stride, Stride: 4]
     [Shape: SOA Strided, Stride: ?]
     [Shape: SOA Random]
     [Shape: Undef]
   Returns the length of the full text.  */
int vs_soa_shape_format (vs_soa_shape s, char *buf, size_t size);

/* The shape across lanes of the address of element INDEX of a private of
   PRIVATE_SIZE bytes and ELEM_SIZE-byte elements under the AOS layout,
   where lane L's copy starts L * PRIVATE_SIZE bytes further: Strided by
   PRIVATE_SIZE plus the index's own byte stride, or Random.  */
vs_shape vs_soa_aos_address_shape (int64_t private_size, int64_t elem_size,
				   vs_shape index);

#endif
