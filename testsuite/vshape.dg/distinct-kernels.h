/* Loops that store through an index read from a list, for the tests of
   the copy behind a check of the indices (distinct=on).

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

/* A histogram of weights.  */
void
hist (int n, const int *restrict idx, const float *restrict w,
      float *restrict h)
{
  for (int k = 0; k < n; k++)
    h[idx[k]] += w[k];
}

/* A deposit of a weight's shape into its cell, with divisions.  */
void
deposit (int n, const int *restrict cell, const float *restrict w,
	 float *restrict rho)
{
  for (int k = 0; k < n; k++)
    {
      float x = w[k];
      rho[cell[k]] += x / (1.0f + x * x) - x * x * x / (2.0f + x);
    }
}
