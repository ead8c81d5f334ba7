/* The price of lanes from scalars against their extraction.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include "vls_lane_price.h"

/* An extraction takes a move to a general register, and one more
   operation but for lane 0; the vector operations behind them, about
   OPS and a conversion, serve all the lanes.  A lane from scalars
   takes its load and OPS operations, each counted as half a vector one
   since more units execute them.  So LANES * (1 + OPS / 2) against
   OPS + 2 * LANES: lanes of up to two operations always pay, of three
   up to 6 lanes, of four up to 4.  On a Zen 5 (bench/RESULTS.md): the
   2 lanes of four operations of power_table at x86-64-v2 ran 1.2 times
   faster from scalars, the 16 lanes of four of private_histogram at
   -march=native 1.5 times slower.  */
bool
vs_vls_scalar_lanes_pay (unsigned lanes, unsigned ops)
{
  if (ops <= 2)
    return true;
  return (unsigned long) lanes * (ops - 2) <= 2ul * ops;
}

/* The narrow elements save the unpacks and their vector operations but
   keep every lane in a general register from its extraction to its
   load.  On a Zen 5 under GCC 16 (bench/RESULTS.md): point_field's 8
   lanes of one operation (int index of an int conversion, masked) ran
   1.07 times faster at x86-64-v3 and column_triples' 1.05 times; with
   16 lanes (AVX-512) point_field ran 0.97 times as fast at znver5 and
   0.91 at x86-64-v4.  The lanes of vls-narrower-element.h's
   hashed_index (a product, a sum and a mask) ran 1.16 times faster at
   x86-64-v3 and 1.09 at x86-64-v2; four operations (a shift more), 0.975
   times as fast at x86-64-v3.  */
bool
vs_vls_narrow_lanes_pay (unsigned root_lanes, unsigned ops)
{
  return root_lanes <= 8 && ops <= 3;
}
