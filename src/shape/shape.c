/* The shape lattice: constructors, join, classification and printing.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include <inttypes.h>
#include <stdio.h>

#include "shape.h"

static vs_shape
make (vs_shape_kind kind, bool known, int64_t stride)
{
  vs_shape s = { kind, known, stride };
  return s;
}

vs_shape
vs_shape_undef (void)
{
  return make (VS_SHAPE_UNDEF, false, 0);
}

vs_shape
vs_shape_uniform (void)
{
  return make (VS_SHAPE_UNIFORM, false, 0);
}

vs_shape
vs_shape_strided (int64_t stride)
{
  if (stride == 0)
    return vs_shape_uniform ();
  return make (VS_SHAPE_STRIDED, true, stride);
}

vs_shape
vs_shape_strided_unknown (void)
{
  return make (VS_SHAPE_STRIDED, false, 0);
}

vs_shape
vs_shape_random (void)
{
  return make (VS_SHAPE_RANDOM, false, 0);
}

bool
vs_shape_equal (vs_shape a, vs_shape b)
{
  if (a.kind != b.kind)
    return false;
  if (a.kind != VS_SHAPE_STRIDED)
    return true;
  return a.stride_known == b.stride_known
	 && (!a.stride_known || a.stride == b.stride);
}

bool
vs_shape_is_undef (vs_shape s)
{
  return s.kind == VS_SHAPE_UNDEF;
}

bool
vs_shape_is_uniform (vs_shape s)
{
  return s.kind == VS_SHAPE_UNIFORM;
}

bool
vs_shape_is_divergent (vs_shape s)
{
  return s.kind == VS_SHAPE_STRIDED || s.kind == VS_SHAPE_RANDOM;
}

bool
vs_shape_is_unit_stride (vs_shape s)
{
  return s.kind == VS_SHAPE_STRIDED && s.stride_known && s.stride == 1;
}

vs_shape
vs_shape_join (vs_shape a, vs_shape b)
{
  if (a.kind == VS_SHAPE_UNDEF)
    return b;
  if (b.kind == VS_SHAPE_UNDEF)
    return a;
  if (a.kind == VS_SHAPE_RANDOM || b.kind == VS_SHAPE_RANDOM)
    return vs_shape_random ();
  if (vs_shape_equal (a, b))
    return a;
  /* Two different shapes among Uniform and Strided: the lanes still form
     a line, its slope is one of the two, so only known to be uniform.  */
  return vs_shape_strided_unknown ();
}

const char *
vs_shape_class_name (vs_shape s)
{
  switch (s.kind)
    {
    case VS_SHAPE_UNDEF:
      return "Undef";
    case VS_SHAPE_UNIFORM:
      return "Uniform";
    case VS_SHAPE_STRIDED:
    case VS_SHAPE_RANDOM:
      break;
    }
  return "Divergent";
}

int
vs_shape_format (vs_shape s, char *buf, size_t size)
{
  switch (s.kind)
    {
    case VS_SHAPE_UNDEF:
      return snprintf (buf, size, "[Shape: Undef]");
    case VS_SHAPE_UNIFORM:
      return snprintf (buf, size, "[Shape: Uniform]");
    case VS_SHAPE_STRIDED:
      if (!s.stride_known)
	return snprintf (buf, size, "[Shape: Strided, Stride: ?]");
      if (s.stride == 1)
	return snprintf (buf, size, "[Shape: Unit Stride, Stride: 1]");
      return snprintf (buf, size, "[Shape: Strided, Stride: %" PRId64 "]",
		       s.stride);
    case VS_SHAPE_RANDOM:
      break;
    }
  return snprintf (buf, size, "[Shape: Random]");
}

vs_access_kind
vs_access_classify (vs_shape address, unsigned size)
{
  switch (address.kind)
    {
    case VS_SHAPE_UNDEF:
      return VS_ACCESS_NONE;
    case VS_SHAPE_UNIFORM:
      return VS_ACCESS_UNIFORM;
    case VS_SHAPE_STRIDED:
      if (address.stride_known && size != 0
	  && address.stride == (int64_t) size)
	return VS_ACCESS_UNIT_STRIDE;
      return VS_ACCESS_STRIDED;
    case VS_SHAPE_RANDOM:
      break;
    }
  return VS_ACCESS_RANDOM;
}

const char *
vs_access_kind_name (vs_access_kind kind)
{
  switch (kind)
    {
    case VS_ACCESS_NONE:
      return "none";
    case VS_ACCESS_UNIFORM:
      return "uniform";
    case VS_ACCESS_UNIT_STRIDE:
      return "unit-stride";
    case VS_ACCESS_STRIDED:
      return "strided";
    case VS_ACCESS_RANDOM:
      break;
    }
  return "random";
}
