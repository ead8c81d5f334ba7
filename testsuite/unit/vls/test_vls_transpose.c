/* Unit tests of the 4x4 transpose: its columns recognised, the x86
   price of four-element permutations, and the network evaluated on
   numbered elements.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include "vls_transpose.h"
#include "unit_check.h"

/* The permutation MASK of A and B, elements numbered 10 * row + lane.  */
static void
permute (const unsigned a[4], const unsigned b[4], const unsigned mask[4],
	 unsigned out[4])
{
  for (unsigned i = 0; i < 4; i++)
    out[i] = mask[i] < 4 ? a[mask[i]] : b[mask[i] - 4];
}

static void
check_network (void)
{
  unsigned rows[4][4];
  for (unsigned r = 0; r < 4; r++)
    for (unsigned l = 0; l < 4; l++)
      rows[r][l] = 10 * r + l;
  int ok = 1;
  for (unsigned k = 0; k < 4; k++)
    {
      unsigned t02[4], t13[4], col[4];
      permute (rows[0], rows[2], vs_vls_transpose_halves[k / 2], t02);
      permute (rows[1], rows[3], vs_vls_transpose_halves[k / 2], t13);
      permute (t02, t13, vs_vls_transpose_interleave[k % 2], col);
      for (unsigned r = 0; r < 4; r++)
	ok &= col[r] == 10 * r + k;
    }
  UNIT_CHECK (ok, "the network builds columns 0-3 of rows 0-3");
  unsigned price = 0;
  for (unsigned h = 0; h < 2; h++)
    price += 2 * vs_vls_perm4_cost (vs_vls_transpose_halves[h], false)
	     + 2 * vs_vls_perm4_cost (vs_vls_transpose_interleave[h], false);
  UNIT_CHECK (price == VS_VLS_TRANSPOSE_COST,
	      "the network costs VS_VLS_TRANSPOSE_COST on AVX2");
}

static void
check_columns (void)
{
  unsigned column = 9;
  vs_vls_elem_src c2[4] = { { 7, 2 }, { 3, 2 }, { 5, 2 }, { 0, 2 } };
  UNIT_CHECK (vs_vls_transpose_column (c2, &column) && column == 2,
	      "lane 2 of four rows is column 2");
  vs_vls_elem_src mixed[4] = { { 0, 0 }, { 1, 0 }, { 2, 1 }, { 3, 0 } };
  UNIT_CHECK (!vs_vls_transpose_column (mixed, &column),
	      "two lanes are no column");
  vs_vls_elem_src twice[4] = { { 0, 1 }, { 1, 1 }, { 0, 1 }, { 3, 1 } };
  UNIT_CHECK (!vs_vls_transpose_column (twice, &column),
	      "a row twice is no column");
}

static void
check_prices (void)
{
  static const unsigned even[4] = { 0, 2, 4, 6 }, odd[4] = { 1, 3, 5, 7 };
  static const unsigned unpack_swapped[4] = { 5, 1, 7, 3 };
  static const unsigned shufpd[4] = { 1, 4, 3, 6 };
  static const unsigned blend[4] = { 4, 1, 6, 3 };
  static const unsigned halves[4] = { 6, 7, 0, 1 };
  static const unsigned one_input[4] = { 3, 2, 1, 0 };
  static const unsigned crossing[4] = { 0, 4, 1, 5 };
  UNIT_CHECK (vs_vls_perm4_cost (even, false) == 2,
	      "even elements of two inputs: two instructions on AVX2");
  UNIT_CHECK (vs_vls_perm4_cost (odd, false) == 2,
	      "odd elements of two inputs: two instructions on AVX2");
  UNIT_CHECK (vs_vls_perm4_cost (even, true) == 1,
	      "even elements: one vpermt2pd with AVX-512VL");
  UNIT_CHECK (vs_vls_perm4_cost (unpack_swapped, false) == 1,
	      "unpckhpd with the inputs swapped");
  UNIT_CHECK (vs_vls_perm4_cost (shufpd, false) == 1, "shufpd");
  UNIT_CHECK (vs_vls_perm4_cost (blend, false) == 1, "blendpd");
  UNIT_CHECK (vs_vls_perm4_cost (halves, false) == 1, "vperm2f128");
  UNIT_CHECK (vs_vls_perm4_cost (one_input, false) == 1,
	      "one input: vpermpd");
  UNIT_CHECK (vs_vls_perm4_cost (crossing, false) == 2,
	      "low halves interleaved across 128 bits");
}

int
main (void)
{
  check_network ();
  check_columns ();
  check_prices ();
  return unit_finish ();
}
