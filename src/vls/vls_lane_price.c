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
