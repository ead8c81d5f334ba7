/* A row of a small table chosen by an index the loop does not change,
   tr2f[4 * r + ix[k]], times a stream: in 64-byte vectors the vls pass
   keeps the 16-double table in two registers, and each iteration ends
   with two 64-byte stores to out.  Included once per build of the
   kernel: NAME (F) names kernel F and ATTR gives its attributes.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

extern const double tr2f[16];

ATTR void
NAME (row_scaled) (int n, int r, const int *__restrict ix,
		   const double *__restrict x, double *__restrict out)
{
  for (int k = 0; k < n; k++)
    out[k] = x[k] * tr2f[4 * r + ix[k]];
}
