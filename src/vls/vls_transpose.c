/* The 4x4 transpose of 64-bit elements: recognition of its columns,
   the x86 price of four-element permutations, and its network.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include "vls_transpose.h"

const unsigned vs_vls_transpose_halves[2][4] = { { 0, 1, 4, 5 },
						 { 2, 3, 6, 7 } };
const unsigned vs_vls_transpose_interleave[2][4] = { { 0, 4, 2, 6 },
						     { 1, 5, 3, 7 } };

bool
vs_vls_transpose_column (const vs_vls_elem_src src[4], unsigned *column)
{
  for (unsigned i = 0; i < 4; i++)
    {
      if (src[i].lane != src[0].lane || src[i].lane > 3)
	return false;
      for (unsigned j = 0; j < i; j++)
	if (src[j].row == src[i].row)
	  return false;
    }
  *column = src[0].lane;
  return true;
}

/* Whether MASK (elements 0-7) is an unpack, a shufpd or a blend: each
   result element from its own 128-bit half of the input the pattern
   gives, with the inputs possibly swapped.  */
static bool
in_half_two_input (const unsigned mask[4])
{
  for (unsigned swap = 0; swap < 2; swap++)
    {
      bool unpack_or_shuf = true, blend = true;
      for (unsigned i = 0; i < 4; i++)
	{
	  unsigned input = (mask[i] / 4) ^ swap, lane = mask[i] % 4;
	  /* unpck and shufpd: even elements from the first input, odd
	     from the second, each within the element's own half.  */
	  if (input != i % 2 || lane / 2 != i / 2)
	    unpack_or_shuf = false;
	  if (lane != i)
	    blend = false;
	}
      if (unpack_or_shuf || blend)
	return true;
    }
  return false;
}

/* Whether MASK moves whole 128-bit halves (vperm2f128).  */
static bool
whole_halves (const unsigned mask[4])
{
  return mask[0] % 2 == 0 && mask[1] == mask[0] + 1
	 && mask[2] % 2 == 0 && mask[3] == mask[2] + 1;
}

unsigned
vs_vls_perm4_cost (const unsigned mask[4], bool any_two_input)
{
  bool first = false, second = false;
  for (unsigned i = 0; i < 4; i++)
    {
      first |= mask[i] < 4;
      second |= mask[i] >= 4;
    }
  if (any_two_input || !first || !second || in_half_two_input (mask)
      || whole_halves (mask))
    return 1;
  return 2;
}
