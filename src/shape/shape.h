/* Shapes: how a value varies across the lanes of a vector.

   The lattice, from bottom to top:

     Undef  <  Uniform  <  Strided(k)  <  Strided(?)  <  Random

   Undef means "not computed yet" and never survives an analysis.
   Uniform: every lane holds the same value.  Strided(k): lane L holds
   base + L * k, with a constant K (k == 1 is "unit stride"); Strided(?)
   has a stride that is uniform but unknown at compile time, which may
   also be 0, so Uniform joined with any Strided is Strided(?).  Random:
   no known relation between lanes.  Strides of integers count units, of
   pointers bytes.

   The structure-of-arrays shapes of private arrays (SOA unit stride, SOA
   strided, SOA random) are a later extension: they become further kinds
   between Strided(?) and Random, with their own join rules in
   vs_shape_join and their own text in vs_shape_format.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#ifndef VSHAPE_SHAPE_H
#define VSHAPE_SHAPE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

typedef enum vs_shape_kind
{
  VS_SHAPE_UNDEF,
  VS_SHAPE_UNIFORM,
  VS_SHAPE_STRIDED,
  VS_SHAPE_RANDOM
} vs_shape_kind;

typedef struct vs_shape
{
  vs_shape_kind kind;
  bool stride_known;		/* VS_SHAPE_STRIDED only */
  int64_t stride;		/* when STRIDE_KNOWN; never 0 */
} vs_shape;

vs_shape vs_shape_undef (void);
vs_shape vs_shape_uniform (void);
/* Strided(STRIDE); a stride of 0 gives Uniform.  */
vs_shape vs_shape_strided (int64_t stride);
/* Strided(?).  */
vs_shape vs_shape_strided_unknown (void);
vs_shape vs_shape_random (void);

bool vs_shape_equal (vs_shape a, vs_shape b);
bool vs_shape_is_undef (vs_shape s);
bool vs_shape_is_uniform (vs_shape s);
/* Strided (known or unknown stride) or Random.  */
bool vs_shape_is_divergent (vs_shape s);
/* Strided(1).  */
bool vs_shape_is_unit_stride (vs_shape s);

/* The least shape above both A and B.  */
vs_shape vs_shape_join (vs_shape a, vs_shape b);

/* "Uniform" or "Divergent", the prefix of a shape dump line; "Undef" for
   an uncomputed shape.  */
const char *vs_shape_class_name (vs_shape s);

/* Longest text vs_shape_format writes, with its terminating NUL.  */
#define VS_SHAPE_FORMAT_MAX 64

/* Writes the fixed dump text of S into BUF of SIZE bytes, snprintf-like,
   one of:
     [Shape: Undef]
     [Shape: Uniform]
     [Shape: Unit Stride, Stride: 1]
     [Shape: Strided, Stride: -4]
     [Shape: Strided, Stride: ?]
     [Shape: Random]
   Returns the length of the full text.  */
int vs_shape_format (vs_shape s, char *buf, size_t size);

/* How a memory access with an address of shape ADDRESS and SIZE bytes
   behaves across lanes: unit stride when the address advances by exactly
   SIZE bytes per lane.  */
typedef enum vs_access_kind
{
  VS_ACCESS_NONE,		/* not a memory access, or not computed */
  VS_ACCESS_UNIFORM,
  VS_ACCESS_UNIT_STRIDE,
  VS_ACCESS_STRIDED,		/* known stride other than SIZE, or unknown */
  VS_ACCESS_RANDOM
} vs_access_kind;

vs_access_kind vs_access_classify (vs_shape address, unsigned size);
/* "uniform", "unit-stride", "strided", "random" or "none".  */
const char *vs_access_kind_name (vs_access_kind kind);

#endif
