/* The kernels of vls-correction-znver4.c and -znver5.c: a pair of
   floats 8 bytes apart gathered at one index, plain and under a mask.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

void
gap_pair (float *restrict y, const float *restrict x,
	  const int *restrict idx, int n)
{
  for (int k = 0; k < n; k++)
    {
      int j = idx[k];
      y[k] = x[j] + 2.0f * x[j + 2];
    }
}

void
masked_gap_pair (float *restrict y, const float *restrict x,
		 const int *restrict idx, const signed char *restrict flag,
		 int n)
{
  for (int k = 0; k < n; k++)
    {
      int j = idx[k];
      if (flag[k])
	y[k] = x[j] + 2.0f * x[j + 2];
    }
}
