/* The columns of as many 256-bit vectors as they have elements (a 4x4
   transpose of 64-bit elements, an 8x8 one of 32-bit elements), and the
   cheapest network of two-input permutations that builds them on x86.
   GCC's vectorizer splits interleaved streams by extracting even and
   odd elements two or three times; on AVX2 each such extraction takes
   two instructions or more (an unpack or shufps and a lane-crossing
   permutation), where a transpose network takes one per permutation:
   unpacks (and shufps) within 128-bit lanes, and moves of whole 128-bit
   halves (vperm2f128).

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#ifndef VSHAPE_VLS_TRANSPOSE_H
#define VSHAPE_VLS_TRANSPOSE_H

#include <stdbool.h>

/* The most elements (and rows) a transposed vector has.  */
#define VS_VLS_TRANSPOSE_MAX 8

/* The most permutations of a network (8x8: 24).  */
#define VS_VLS_TRANSPOSE_MAX_STEPS 24

/* Where one element of a result comes from: element LANE of the input
   vector ROW.  */
typedef struct
{
  unsigned row;
  unsigned lane;
} vs_vls_elem_src;

/* Whether the LANES elements SRC of a result are one column of LANES
   distinct rows (the same lane of each, rows in element order); if so
   that lane in *COLUMN.  */
bool vs_vls_transpose_column (const vs_vls_elem_src *src, unsigned lanes,
			      unsigned *column);

/* Instructions x86 needs for the permutation MASK of two 256-bit
   vectors of LANES elements (4 of 64 bits, 8 of 32; MASK[i] below
   LANES for the first input, else the second): 1 for an unpack, a
   shufps or shufpd, a move of 128-bit halves (vperm2f128), a blend or a
   permutation of one input; 2 or more otherwise on AVX2, counted 2;
   always 1 when ANY_TWO_INPUT (AVX-512VL's vpermt2ps and vpermt2pd).  */
unsigned vs_vls_perm_cost (const unsigned *mask, unsigned lanes,
			   bool any_two_input);

/* One permutation of a network: the values it reads (0 to LANES - 1
   the rows, LANES + J the result of step J) and its mask.  */
typedef struct
{
  unsigned a, b;
  unsigned mask[VS_VLS_TRANSPOSE_MAX];
} vs_vls_perm_step;

/* The network of the LANES x LANES transpose (LANES 4 or 8) into STEPS
   (VS_VLS_TRANSPOSE_MAX_STEPS entries), each step's inputs earlier;
   column C is the result of step COLUMN[C], a step no other reads.
   Returns the number of steps, one instruction each (8 and 24), or 0
   for other LANES.  */
unsigned vs_vls_transpose_network (unsigned lanes, vs_vls_perm_step *steps,
				   unsigned *column);

#endif
