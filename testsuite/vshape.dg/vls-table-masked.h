/* A small table read under a condition: in 64-byte vectors GCC makes
   the read a masked gather instruction, whose inactive lanes are zero
   and read nothing.  Included once per build of the kernel: NAME (F)
   names kernel F and ATTR gives its attributes.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

extern double tm_d8[8];

/* out[k] = x[k] * tm_d8[ix[k]] where x[k] is positive; ix[k] is read,
   and must be in the table, only there.  */
ATTR void
NAME (masked8) (int n, const int *__restrict ix,
		const double *__restrict x, double *__restrict out)
{
  for (int k = 0; k < n; k++)
    {
      double v = x[k];
      if (v > 0.0)
	out[k] = v * tm_d8[ix[k]];
    }
}
