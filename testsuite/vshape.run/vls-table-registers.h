/* The run of vshape.dg/vls-table-registers.h's kernels: each built as
   the plugin makes it and without the vectorizer, run over trip counts
   0 to 100 on indices reaching the first and last elements of each
   table, and their results compared bit for bit.  The refilled table
   changes between inner loops: registers loaded once for the nest
   would read stale values.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#define KERNELS "../vshape.dg/vls-table-registers.h"
#include "kernels-twice.h"

#define N 100
#define M 11

double tr_d8[8], tr_d16[16], tr_r8[8], tr_big[64];
float tr_f16[16];
int tr_i8[8];

static int ix8[N], ix7[N], ix16[N], ix64[N];
static double w[M];

/* Index K of N into a table of SIZE elements: the first and the last
   element often, the others at random.  */
static int
pick (unsigned *s, int k, int size)
{
  *s = *s * 1103515245u + 12345u;
  return k % 5 == 0 ? 0 : k % 7 == 0 ? size - 1 : (int) ((*s >> 8) % size);
}

int
main (void)
{
  for (int e = 0; e < 64; e++)
    {
      if (e < 8)
	{
	  tr_d8[e] = 1.0 + e * 0.375;
	  tr_i8[e] = e * 13 - 40;
	}
      if (e < 16)
	{
	  tr_d16[e] = e * e * 0.125 - 3.0;
	  tr_f16[e] = (float) e * 1.5f - 7.0f;
	}
      tr_big[e] = e * 0.5 + 0.25;
    }
  for (int i = 0; i < M; i++)
    w[i] = 0.5 + i * 0.75;
  unsigned s = 2026;
  for (int k = 0; k < N; k++)
    {
      ix8[k] = pick (&s, k, 8);
      ix7[k] = pick (&s, k, 7);
      ix16[k] = pick (&s, k, 16);
      ix64[k] = pick (&s, k, 64);
    }
  for (int n = 0; n <= N; n++)
    {
      CHECK (double, N, doubles8 (n, ix8, o1), doubles8_ref (n, ix8, o2));
      CHECK (double, N, doubles16 (n, ix16, o1),
	     doubles16_ref (n, ix16, o2));
      CHECK (double, N, doubles_next (n, ix7, o1),
	     doubles_next_ref (n, ix7, o2));
      CHECK (float, N, floats16 (n, ix16, o1), floats16_ref (n, ix16, o2));
      CHECK (int, N, ints8 (n, ix8, o1), ints8_ref (n, ix8, o2));
      CHECK (double, N, local (n, ix8, w, o1), local_ref (n, ix8, w, o2));
      CHECK (double, N, big (n, ix64, o1), big_ref (n, ix64, o2));
      CHECK (double, M * N, nested (M, n, ix8, w, o1),
	     nested_ref (M, n, ix8, w, o2));
      CHECK (double, M * N,
	     (memcpy (tr_r8, tr_d8, sizeof tr_r8),
	      refilled (M, n, ix8, w, o1)),
	     (memcpy (tr_r8, tr_d8, sizeof tr_r8),
	      refilled_ref (M, n, ix8, w, o2)));
    }
  return 0;
}
