/* Loops whose gathered double tables are read at int indices that the
   vectorizer computes in vector registers from values no scalar holds:
   an int conversion of a double, the sum of two loaded vectors.  GCC
   emulates the gathers at the generic tuning, unpacking the indices to
   64 bits and extracting each lane.  Included by vls-narrower-element.c,
   vls-narrower-element-512.c, the C++ vls-narrower-element.C and the run
   test vls-narrower-element-run.c.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

double nl_scale[64], nl_table[512];

/* One operation after the conversion: the mask.  */
__attribute__ ((noipa)) void
converted_index (int n, const double *__restrict x, const double *__restrict w,
		 double *__restrict o)
{
  for (int k = 0; k < n; k++)
    o[k] = w[k] / nl_scale[(int) x[k] & 63];
}

/* No operation after the sum of two loaded vectors.  */
__attribute__ ((noipa)) void
summed_index (int n, const int *__restrict a, const int *__restrict b,
	      const double *__restrict w, double *__restrict o)
{
  for (int k = 0; k < n; k++)
    o[k] = w[k] * nl_table[a[k] + b[k]];
}

/* Three operations after the conversion.  */
__attribute__ ((noipa)) void
hashed_index (int n, const double *__restrict x, const double *__restrict w,
	      double *__restrict o)
{
  for (int k = 0; k < n; k++)
    o[k] = w[k] - nl_scale[((int) x[k] * 5 + 3) & 63];
}

/* Four operations after the conversion.  */
__attribute__ ((noipa)) void
shifted_index (int n, const double *__restrict x, const double *__restrict w,
	       double *__restrict o)
{
  for (int k = 0; k < n; k++)
    o[k] = w[k] - nl_scale[(((int) x[k] * 5 + 3) >> 1) & 63];
}
