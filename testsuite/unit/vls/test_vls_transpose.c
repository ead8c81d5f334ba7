/* Unit tests of the transposes of 256-bit vectors: their columns
   recognised, the x86 price of two-input permutations, and the
   networks evaluated on numbered elements.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include "vls_transpose.h"
#include "unit_check.h"

/* Whether the network of LANES x LANES builds every column of rows
   whose elements are numbered 100 * row + lane, each step one
   instruction on AVX2.  */
static void
check_network (unsigned lanes, unsigned expected_steps)
{
  vs_vls_perm_step steps[VS_VLS_TRANSPOSE_MAX_STEPS];
  unsigned column[VS_VLS_TRANSPOSE_MAX];
  unsigned n = vs_vls_transpose_network (lanes, steps, column);
  unsigned vals[VS_VLS_TRANSPOSE_MAX + VS_VLS_TRANSPOSE_MAX_STEPS]
	       [VS_VLS_TRANSPOSE_MAX];
  for (unsigned r = 0; r < lanes; r++)
    for (unsigned l = 0; l < lanes; l++)
      vals[r][l] = 100 * r + l;
  int ordered = 1, cheap = 1;
  for (unsigned s = 0; s < n; s++)
    {
      ordered &= steps[s].a < lanes + s && steps[s].b < lanes + s;
      for (unsigned i = 0; i < lanes; i++)
	{
	  unsigned m = steps[s].mask[i];
	  vals[lanes + s][i] = m < lanes ? vals[steps[s].a][m]
					 : vals[steps[s].b][m - lanes];
	}
      cheap &= vs_vls_perm_cost (steps[s].mask, lanes, false) == 1;
    }
  int columns = 1;
  for (unsigned c = 0; c < lanes; c++)
    for (unsigned r = 0; r < lanes; r++)
      columns &= vals[lanes + column[c]][r] == 100 * r + c;
  UNIT_CHECK (n == expected_steps, lanes == 4 ? "4x4: eight permutations"
					      : "8x8: 24 permutations");
  UNIT_CHECK (ordered, lanes == 4 ? "4x4: each step reads earlier values"
				  : "8x8: each step reads earlier values");
  UNIT_CHECK (columns, lanes == 4 ? "4x4: the network builds every column"
				  : "8x8: the network builds every column");
  UNIT_CHECK (cheap, lanes == 4 ? "4x4: one instruction per step on AVX2"
				: "8x8: one instruction per step on AVX2");
}

static void
check_columns (void)
{
  unsigned column = 9;
  vs_vls_elem_src c2[4] = { { 7, 2 }, { 3, 2 }, { 5, 2 }, { 0, 2 } };
  UNIT_CHECK (vs_vls_transpose_column (c2, 4, &column) && column == 2,
	      "lane 2 of four rows is column 2");
  vs_vls_elem_src mixed[4] = { { 0, 0 }, { 1, 0 }, { 2, 1 }, { 3, 0 } };
  UNIT_CHECK (!vs_vls_transpose_column (mixed, 4, &column),
	      "two lanes are no column");
  vs_vls_elem_src twice[4] = { { 0, 1 }, { 1, 1 }, { 0, 1 }, { 3, 1 } };
  UNIT_CHECK (!vs_vls_transpose_column (twice, 4, &column),
	      "a row twice is no column");
  vs_vls_elem_src c5[8];
  for (unsigned i = 0; i < 8; i++)
    c5[i] = (vs_vls_elem_src) { 7 - i, 5 };
  UNIT_CHECK (vs_vls_transpose_column (c5, 8, &column) && column == 5,
	      "lane 5 of eight rows is column 5");
  c5[6].lane = 1;
  UNIT_CHECK (!vs_vls_transpose_column (c5, 8, &column),
	      "eight elements of two lanes are no column");
}

static void
check_prices (void)
{
  static const unsigned even[4] = { 0, 2, 4, 6 }, odd[4] = { 1, 3, 5, 7 };
  static const unsigned unpack_swapped[4] = { 5, 1, 7, 3 };
  static const unsigned shufpd[4] = { 1, 4, 3, 6 };
  static const unsigned shufpd_lanes_differ[4] = { 1, 4, 2, 7 };
  static const unsigned blend[4] = { 4, 1, 6, 3 };
  static const unsigned halves[4] = { 6, 7, 0, 1 };
  static const unsigned one_input[4] = { 3, 2, 1, 0 };
  static const unsigned crossing[4] = { 0, 4, 1, 5 };
  UNIT_CHECK (vs_vls_perm_cost (even, 4, false) == 2,
	      "even doubles of two inputs: two instructions on AVX2");
  UNIT_CHECK (vs_vls_perm_cost (odd, 4, false) == 2,
	      "odd doubles of two inputs: two instructions on AVX2");
  UNIT_CHECK (vs_vls_perm_cost (even, 4, true) == 1,
	      "even doubles: one vpermt2pd with AVX-512VL");
  UNIT_CHECK (vs_vls_perm_cost (unpack_swapped, 4, false) == 1,
	      "unpckhpd with the inputs swapped");
  UNIT_CHECK (vs_vls_perm_cost (shufpd, 4, false) == 1, "shufpd");
  UNIT_CHECK (vs_vls_perm_cost (shufpd_lanes_differ, 4, false) == 1,
	      "shufpd selecting differently in each lane");
  UNIT_CHECK (vs_vls_perm_cost (blend, 4, false) == 1, "blendpd");
  UNIT_CHECK (vs_vls_perm_cost (halves, 4, false) == 1, "vperm2f128");
  UNIT_CHECK (vs_vls_perm_cost (one_input, 4, false) == 1,
	      "one input: vpermpd");
  UNIT_CHECK (vs_vls_perm_cost (crossing, 4, false) == 2,
	      "low halves interleaved across 128 bits");

  static const unsigned even8[8] = { 0, 2, 4, 6, 8, 10, 12, 14 };
  static const unsigned unpackhi8[8] = { 2, 10, 3, 11, 6, 14, 7, 15 };
  static const unsigned shufps[8] = { 3, 0, 9, 10, 7, 4, 13, 14 };
  static const unsigned shufps_lanes_differ[8] = { 3, 0, 9, 10, 6, 4, 13,
						   14 };
  static const unsigned not_unpack[8] = { 0, 9, 1, 8, 4, 13, 5, 12 };
  static const unsigned halves8[8] = { 4, 5, 6, 7, 8, 9, 10, 11 };
  static const unsigned blend8[8] = { 0, 9, 2, 11, 4, 13, 6, 15 };
  UNIT_CHECK (vs_vls_perm_cost (even8, 8, false) == 2,
	      "even floats of two inputs: two or more on AVX2");
  UNIT_CHECK (vs_vls_perm_cost (unpackhi8, 8, false) == 1, "unpckhps");
  UNIT_CHECK (vs_vls_perm_cost (shufps, 8, false) == 1, "shufps");
  UNIT_CHECK (vs_vls_perm_cost (shufps_lanes_differ, 8, false) == 2,
	      "shufps cannot select differently in each lane");
  UNIT_CHECK (vs_vls_perm_cost (not_unpack, 8, false) == 2,
	      "alternated inputs out of order are no unpack");
  UNIT_CHECK (vs_vls_perm_cost (halves8, 8, false) == 1,
	      "vperm2f128 of floats");
  UNIT_CHECK (vs_vls_perm_cost (blend8, 8, false) == 1, "blendps");
}

int
main (void)
{
  check_network (4, 8);
  check_network (8, 24);
  check_columns ();
  check_prices ();
  UNIT_CHECK (vs_vls_transpose_network (2, 0, 0) == 0,
	      "no network of two lanes");
  return unit_finish ();
}
