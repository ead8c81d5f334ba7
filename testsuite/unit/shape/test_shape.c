/* Unit tests of the shape lattice: every join, the predicates, the dump
   text and the classification of memory accesses.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include <string.h>

#include "shape.h"
#include "unit_check.h"

static bool
eq (vs_shape a, vs_shape b)
{
  return vs_shape_equal (a, b);
}

/* Whether S is formatted as WANT.  */
static bool
formats_as (vs_shape s, const char *want)
{
  char buf[VS_SHAPE_FORMAT_MAX];
  int len = vs_shape_format (s, buf, sizeof buf);
  return len == (int) strlen (want) && strcmp (buf, want) == 0;
}

static void
test_constructors (void)
{
  UNIT_CHECK (eq (vs_shape_strided (0), vs_shape_uniform ()),
	      "stride 0 is uniform");
  UNIT_CHECK (!eq (vs_shape_strided (2), vs_shape_strided (3))
	      && eq (vs_shape_strided (-2), vs_shape_strided (-2)),
	      "strides compare by value");
  UNIT_CHECK (!eq (vs_shape_strided (1), vs_shape_strided_unknown ()),
	      "known and unknown strides differ");
  UNIT_CHECK (vs_shape_is_undef (vs_shape_undef ())
	      && vs_shape_is_uniform (vs_shape_uniform ())
	      && !vs_shape_is_divergent (vs_shape_uniform ())
	      && !vs_shape_is_divergent (vs_shape_undef ())
	      && vs_shape_is_divergent (vs_shape_strided (4))
	      && vs_shape_is_divergent (vs_shape_strided_unknown ())
	      && vs_shape_is_divergent (vs_shape_random ()),
	      "predicates");
  UNIT_CHECK (vs_shape_is_unit_stride (vs_shape_strided (1))
	      && !vs_shape_is_unit_stride (vs_shape_strided (-1))
	      && !vs_shape_is_unit_stride (vs_shape_strided_unknown ()),
	      "unit stride is stride 1 only");
}

/* The join of every pair of representative shapes, both ways round.  */
static void
test_joins (void)
{
  vs_shape u = vs_shape_undef (), n = vs_shape_uniform ();
  vs_shape s1 = vs_shape_strided (1), s4 = vs_shape_strided (4);
  vs_shape q = vs_shape_strided_unknown (), r = vs_shape_random ();
  struct { vs_shape a, b, want; const char *name; } cases[] = {
    { u, u, u, "join: undef undef = undef" },
    { u, n, n, "join: undef uniform = uniform" },
    { u, s4, s4, "join: undef strided = strided" },
    { u, q, q, "join: undef stride ? = stride ?" },
    { u, r, r, "join: undef random = random" },
    { n, n, n, "join: uniform uniform = uniform" },
    { n, s4, q, "join: uniform strided = stride ?" },
    { n, q, q, "join: uniform stride ? = stride ?" },
    { n, r, r, "join: uniform random = random" },
    { s4, s4, s4, "join: same strides keep the stride" },
    { s1, s4, q, "join: different strides = stride ?" },
    { s4, q, q, "join: strided stride ? = stride ?" },
    { s4, r, r, "join: strided random = random" },
    { q, q, q, "join: stride ? stride ? = stride ?" },
    { q, r, r, "join: stride ? random = random" },
    { r, r, r, "join: random random = random" },
  };
  for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++)
    UNIT_CHECK (eq (vs_shape_join (cases[k].a, cases[k].b), cases[k].want)
		&& eq (vs_shape_join (cases[k].b, cases[k].a), cases[k].want),
		cases[k].name);
}

static void
test_format (void)
{
  UNIT_CHECK (formats_as (vs_shape_undef (), "[Shape: Undef]"),
	      "format: undef");
  UNIT_CHECK (formats_as (vs_shape_uniform (), "[Shape: Uniform]"),
	      "format: uniform");
  UNIT_CHECK (formats_as (vs_shape_strided (1),
			  "[Shape: Unit Stride, Stride: 1]"),
	      "format: unit stride");
  UNIT_CHECK (formats_as (vs_shape_strided (4), "[Shape: Strided, Stride: 4]"),
	      "format: stride 4");
  UNIT_CHECK (formats_as (vs_shape_strided (-4),
			  "[Shape: Strided, Stride: -4]"),
	      "format: negative stride");
  UNIT_CHECK (formats_as (vs_shape_strided (INT64_MIN),
			  "[Shape: Strided, Stride: -9223372036854775808]"),
	      "format: the longest stride fits");
  UNIT_CHECK (formats_as (vs_shape_strided_unknown (),
			  "[Shape: Strided, Stride: ?]"),
	      "format: unknown stride");
  UNIT_CHECK (formats_as (vs_shape_random (), "[Shape: Random]"),
	      "format: random");
  char small[8];
  int len = vs_shape_format (vs_shape_random (), small, sizeof small);
  UNIT_CHECK (len == (int) strlen ("[Shape: Random]")
	      && strcmp (small, "[Shape:") == 0,
	      "format: truncates like snprintf");
  UNIT_CHECK (strcmp (vs_shape_class_name (vs_shape_uniform ()), "Uniform") == 0
	      && strcmp (vs_shape_class_name (vs_shape_strided (2)),
			 "Divergent") == 0
	      && strcmp (vs_shape_class_name (vs_shape_random ()),
			 "Divergent") == 0
	      && strcmp (vs_shape_class_name (vs_shape_undef ()), "Undef") == 0,
	      "class names");
}

static void
test_access (void)
{
  UNIT_CHECK (vs_access_classify (vs_shape_uniform (), 4) == VS_ACCESS_UNIFORM,
	      "access: uniform address");
  UNIT_CHECK (vs_access_classify (vs_shape_strided (4), 4)
	      == VS_ACCESS_UNIT_STRIDE,
	      "access: stride equal to the size is unit stride");
  UNIT_CHECK (vs_access_classify (vs_shape_strided (8), 4) == VS_ACCESS_STRIDED
	      && vs_access_classify (vs_shape_strided (-4), 4)
		 == VS_ACCESS_STRIDED
	      && vs_access_classify (vs_shape_strided_unknown (), 4)
		 == VS_ACCESS_STRIDED,
	      "access: other strides are strided");
  UNIT_CHECK (vs_access_classify (vs_shape_random (), 4) == VS_ACCESS_RANDOM,
	      "access: random address");
  UNIT_CHECK (vs_access_classify (vs_shape_undef (), 4) == VS_ACCESS_NONE,
	      "access: undef address");
  UNIT_CHECK (strcmp (vs_access_kind_name (VS_ACCESS_UNIT_STRIDE),
		      "unit-stride") == 0
	      && strcmp (vs_access_kind_name (VS_ACCESS_STRIDED), "strided") == 0
	      && strcmp (vs_access_kind_name (VS_ACCESS_RANDOM), "random") == 0
	      && strcmp (vs_access_kind_name (VS_ACCESS_UNIFORM), "uniform") == 0
	      && strcmp (vs_access_kind_name (VS_ACCESS_NONE), "none") == 0,
	      "access kind names");
}

int
main (void)
{
  test_constructors ();
  test_joins ();
  test_format ();
  test_access ();
  return unit_finish ();
}
