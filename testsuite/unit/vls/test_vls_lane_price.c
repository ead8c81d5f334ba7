/* Unit tests of the price of lanes from scalars, and from a narrower
   vector's elements, against extractions.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include "vls_lane_price.h"
#include "unit_check.h"

int
main (void)
{
  UNIT_CHECK (vs_vls_scalar_lanes_pay (16, 0), "16 lanes of no operation");
  UNIT_CHECK (vs_vls_scalar_lanes_pay (64, 2), "64 lanes of two operations");
  UNIT_CHECK (vs_vls_scalar_lanes_pay (2, 4),
	      "2 lanes of four (power_table, SSE)");
  UNIT_CHECK (vs_vls_scalar_lanes_pay (4, 4), "4 lanes of four");
  UNIT_CHECK (!vs_vls_scalar_lanes_pay (5, 4), "5 lanes of four");
  UNIT_CHECK (vs_vls_scalar_lanes_pay (6, 3), "6 lanes of three");
  UNIT_CHECK (!vs_vls_scalar_lanes_pay (8, 3), "8 lanes of three (AVX2)");
  UNIT_CHECK (!vs_vls_scalar_lanes_pay (16, 4),
	      "16 lanes of four (private_histogram, AVX-512)");
  UNIT_CHECK (!vs_vls_scalar_lanes_pay (1u << 31, 3), "no overflow");
  UNIT_CHECK (vs_vls_narrow_lanes_pay (8, 1),
	      "8 narrow lanes of one operation (point_field, AVX2)");
  UNIT_CHECK (vs_vls_narrow_lanes_pay (4, 0), "4 narrow lanes, none");
  UNIT_CHECK (vs_vls_narrow_lanes_pay (8, 2), "8 narrow lanes of two");
  UNIT_CHECK (vs_vls_narrow_lanes_pay (8, 3),
	      "8 narrow lanes of three (hashed_index, AVX2)");
  UNIT_CHECK (!vs_vls_narrow_lanes_pay (8, 4), "8 narrow lanes of four");
  UNIT_CHECK (!vs_vls_narrow_lanes_pay (16, 1),
	      "16 narrow lanes of one (point_field, AVX-512)");
  return unit_finish ();
}
