/* Transposes of 256-bit vectors: recognition of their columns, the x86
   price of two-input permutations, and their networks.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include "vls_transpose.h"

bool
vs_vls_transpose_column (const vs_vls_elem_src *src, unsigned lanes,
			 unsigned *column)
{
  for (unsigned i = 0; i < lanes; i++)
    {
      if (src[i].lane != src[0].lane || src[i].lane >= lanes)
	return false;
      for (unsigned j = 0; j < i; j++)
	if (src[j].row == src[i].row)
	  return false;
    }
  *column = src[0].lane;
  return true;
}

/* Whether element I of MASK comes from the same element of either
   input (a blend).  */
static bool
blend_p (const unsigned *mask, unsigned lanes)
{
  for (unsigned i = 0; i < lanes; i++)
    if (mask[i] % lanes != i)
      return false;
  return true;
}

/* Whether MASK moves whole 128-bit halves of its inputs (vperm2f128).  */
static bool
whole_halves_p (const unsigned *mask, unsigned lanes)
{
  unsigned half = lanes / 2;
  for (unsigned h = 0; h < 2; h++)
    for (unsigned j = 0; j < half; j++)
      if (mask[h * half] % half != 0
	  || mask[h * half + j] != mask[h * half] + j)
	return false;
  return true;
}

/* Whether MASK, with its inputs swapped when SWAP, is an unpack or a
   shuffle within 128-bit lanes: each result element from its own lane
   of an input.  Of 64-bit elements (shufpd, the unpacks), element 0 of
   a lane from the first input and 1 from the second.  Of 32-bit
   elements, alike in both lanes: elements 0 and 1 from the first input
   and 2 and 3 from the second (shufps), or the inputs' elements 0 and
   1, or 2 and 3, alternated (the unpacks).  */
static bool
in_lane_p (const unsigned *mask, unsigned lanes, unsigned swap)
{
  unsigned per_lane = lanes / 2;
  for (unsigned i = 0; i < lanes; i++)
    {
      unsigned input = (mask[i] / lanes) ^ swap, elt = mask[i] % lanes;
      unsigned pos = i % per_lane;
      if (elt / per_lane != i / per_lane)
	return false;
      if (per_lane == 2)
	{
	  if (input != pos)
	    return false;
	  continue;
	}
      if (i >= per_lane && mask[i] != mask[i - per_lane] + per_lane)
	return false;
      unsigned base = mask[i - pos] % per_lane;
      bool shufps = input == pos / 2;
      bool unpack = input == pos % 2 && base % 2 == 0
		    && elt % per_lane == base + pos / 2;
      if (!shufps && !unpack)
	return false;
    }
  return true;
}

unsigned
vs_vls_perm_cost (const unsigned *mask, unsigned lanes, bool any_two_input)
{
  bool first = false, second = false;
  for (unsigned i = 0; i < lanes; i++)
    {
      first |= mask[i] < lanes;
      second |= mask[i] >= lanes;
    }
  if (any_two_input || !first || !second || blend_p (mask, lanes)
      || whole_halves_p (mask, lanes) || in_lane_p (mask, lanes, 0)
      || in_lane_p (mask, lanes, 1))
    return 1;
  return 2;
}

/* Step *N of STEPS: A and B by MASK (LANES elements); its value.  */
static unsigned
add_step (vs_vls_perm_step *steps, unsigned *n, unsigned lanes, unsigned a,
	  unsigned b, const unsigned *mask)
{
  vs_vls_perm_step *s = &steps[*n];
  s->a = a;
  s->b = b;
  for (unsigned i = 0; i < lanes; i++)
    s->mask[i] = mask[i];
  return lanes + (*n)++;
}

unsigned
vs_vls_transpose_network (unsigned lanes, vs_vls_perm_step *steps,
			  unsigned *column)
{
  unsigned n = 0;
  if (lanes == 4)
    {
      /* Halves H of rows 0 and 2, of rows 1 and 3; their interleaves
	 are columns 2H and 2H + 1.  */
      static const unsigned halves[2][4] = { { 0, 1, 4, 5 }, { 2, 3, 6, 7 } };
      static const unsigned unpack[2][4] = { { 0, 4, 2, 6 }, { 1, 5, 3, 7 } };
      for (unsigned h = 0; h < 2; h++)
	{
	  unsigned even = add_step (steps, &n, 4, 0, 2, halves[h]);
	  unsigned odd = add_step (steps, &n, 4, 1, 3, halves[h]);
	  for (unsigned l = 0; l < 2; l++)
	    {
	      add_step (steps, &n, 4, even, odd, unpack[l]);
	      column[2 * h + l] = n - 1;
	    }
	}
      return n;
    }
  if (lanes == 8)
    {
      /* Rows paired by unpacks, pairs of pairs by shufps (the four
	 columns of four rows in each 128-bit lane), then the lanes of
	 rows 0-3 and 4-7 joined: columns C and C + 4.  */
      static const unsigned unpack[2][8] = { { 0, 8, 1, 9, 4, 12, 5, 13 },
					     { 2, 10, 3, 11, 6, 14, 7, 15 } };
      static const unsigned shuf[2][8] = { { 0, 1, 8, 9, 4, 5, 12, 13 },
					   { 2, 3, 10, 11, 6, 7, 14, 15 } };
      static const unsigned halves[2][8] = { { 0, 1, 2, 3, 8, 9, 10, 11 },
					     { 4, 5, 6, 7, 12, 13, 14, 15 } };
      unsigned pair[8], quad[8];
      for (unsigned r = 0; r < 8; r += 2)
	for (unsigned l = 0; l < 2; l++)
	  pair[r + l] = add_step (steps, &n, 8, r, r + 1, unpack[l]);
      /* quad[4G + C]: column C (and C + 4) of rows 4G to 4G + 3.  */
      for (unsigned g = 0; g < 2; g++)
	for (unsigned c = 0; c < 4; c++)
	  quad[4 * g + c] = add_step (steps, &n, 8, pair[4 * g + c / 2],
				      pair[4 * g + 2 + c / 2], shuf[c % 2]);
      for (unsigned c = 0; c < 4; c++)
	for (unsigned h = 0; h < 2; h++)
	  {
	    add_step (steps, &n, 8, quad[c], quad[4 + c], halves[h]);
	    column[c + 4 * h] = n - 1;
	  }
      return n;
    }
  return 0;
}
