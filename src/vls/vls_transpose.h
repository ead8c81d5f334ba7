/* Four results that are the columns of four vectors of four 64-bit
   elements (a 4x4 transpose), and the cheapest network of two-input
   permutations that builds them on x86 with 256-bit vectors.  GCC's
   vectorizer splits a group of four interleaved streams by extracting
   even and odd elements twice; on AVX2 each such extraction is two
   instructions (an unpack and a vpermpd), where moving 128-bit halves
   first (vperm2f128) lets a single unpack finish each column.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#ifndef VSHAPE_VLS_TRANSPOSE_H
#define VSHAPE_VLS_TRANSPOSE_H

#include <stdbool.h>

/* Where one element of a result comes from: element LANE of the input
   vector ROW.  */
typedef struct
{
  unsigned row;
  unsigned lane;
} vs_vls_elem_src;

/* Whether the four elements SRC of a result are one column of four
   distinct rows (the same lane of each, rows in element order); if so
   that lane in *COLUMN.  */
bool vs_vls_transpose_column (const vs_vls_elem_src src[4],
			      unsigned *column);

/* Instructions x86 needs for a permutation of four 64-bit elements
   from two 256-bit inputs, MASK[i] in 0-3 for the first, 4-7 for the
   second: 1 for an unpack, a shufpd, a vperm2f128, a blend or a
   permutation of one input; 2 otherwise (AVX2), unless ANY_TWO_INPUT
   (AVX-512VL's vpermt2pd does any in one).  */
unsigned vs_vls_perm4_cost (const unsigned mask[4], bool any_two_input);

/* The network: for columns 2H and 2H + 1, the halves H of rows 0 and 2
   in one vector and of rows 1 and 3 in another
   (vs_vls_transpose_halves[H], one vperm2f128 each), then column
   2H + L their interleave vs_vls_transpose_interleave[L] (one
   unpack).  */
extern const unsigned vs_vls_transpose_halves[2][4];
extern const unsigned vs_vls_transpose_interleave[2][4];

/* Instructions of the network: 8.  */
#define VS_VLS_TRANSPOSE_COST 8u

#endif
