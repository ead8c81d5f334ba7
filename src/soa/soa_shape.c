/* SOA shapes: constructors, the conversion table and printing.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include <inttypes.h>
#include <stdio.h>

#include "soa_shape.h"

static vs_soa_shape
make (vs_soa_shape_kind kind, int64_t stride)
{
  vs_soa_shape s = { kind, stride };
  return s;
}

vs_soa_shape
vs_soa_shape_undef (void)
{
  return make (VS_SOA_UNDEF, 0);
}

vs_soa_shape
vs_soa_shape_unit_stride (int64_t elem_size)
{
  return make (VS_SOA_UNIT_STRIDE, elem_size);
}

vs_soa_shape
vs_soa_shape_strided (void)
{
  return make (VS_SOA_STRIDED, 0);
}

vs_soa_shape
vs_soa_shape_random (void)
{
  return make (VS_SOA_RANDOM, 0);
}

bool
vs_soa_shape_equal (vs_soa_shape a, vs_soa_shape b)
{
  return a.kind == b.kind
	 && (a.kind != VS_SOA_UNIT_STRIDE || a.stride == b.stride);
}

vs_soa_shape
vs_soa_shape_index (vs_soa_shape pointer, vs_shape index)
{
  if (pointer.kind == VS_SOA_UNDEF || vs_shape_is_undef (index))
    return vs_soa_shape_undef ();
  if (pointer.kind == VS_SOA_RANDOM)
    return pointer;
  if (vs_shape_is_uniform (index))
    return pointer;
  if (vs_shape_is_unit_stride (index))
    return vs_soa_shape_strided ();
  return vs_soa_shape_random ();
}

int
vs_soa_shape_format (vs_soa_shape s, char *buf, size_t size)
{
  switch (s.kind)
    {
    case VS_SOA_UNIT_STRIDE:
      return snprintf (buf, size, "[Shape: SOA Unit Stride, Stride: %" PRId64
		       "]", s.stride);
    case VS_SOA_STRIDED:
      return snprintf (buf, size, "[Shape: SOA Strided, Stride: ?]");
    case VS_SOA_RANDOM:
      return snprintf (buf, size, "[Shape: SOA Random]");
    case VS_SOA_UNDEF:
    default:
      return snprintf (buf, size, "[Shape: Undef]");
    }
}

vs_shape
vs_soa_aos_address_shape (int64_t private_size, int64_t elem_size,
			  vs_shape index)
{
  if (vs_shape_is_undef (index))
    return vs_shape_undef ();
  if (vs_shape_is_uniform (index))
    return vs_shape_strided (private_size);
  if (index.kind == VS_SHAPE_STRIDED && index.stride_known)
    return vs_shape_strided (private_size + index.stride * elem_size);
  if (index.kind == VS_SHAPE_STRIDED)
    return vs_shape_strided_unknown ();
  return vs_shape_random ();
}
