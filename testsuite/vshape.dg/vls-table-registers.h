/* Loops that read small tables through an index: doubles, floats and
   ints, tables of one to four vector registers' worth, an index with a
   constant added, a nest whose outer loop stores nothing to the table,
   one whose outer loop refills it, a local table and a table too large
   to keep in registers.  Included once per build of the kernels: NAME
   (F) names kernel F and ATTR gives its attributes.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#ifndef VLS_TABLE_REGISTERS_TABLES
#define VLS_TABLE_REGISTERS_TABLES
extern double tr_d8[8], tr_d16[16], tr_r8[8], tr_big[64];
extern float tr_f16[16];
extern int tr_i8[8];
#endif

ATTR void
NAME (doubles8) (int n, const int *__restrict ix, double *__restrict out)
{
  for (int k = 0; k < n; k++)
    out[k] = 2.0 * tr_d8[ix[k]] + (double) k;
}

ATTR void
NAME (doubles16) (int n, const int *__restrict ix, double *__restrict out)
{
  for (int k = 0; k < n; k++)
    out[k] = tr_d16[ix[k]] - (double) k;
}

/* IX's values are below 7 here: the lanes read one element on.  */
ATTR void
NAME (doubles_next) (int n, const int *__restrict ix, double *__restrict out)
{
  for (int k = 0; k < n; k++)
    out[k] = tr_d8[ix[k] + 1] * 3.0;
}

ATTR void
NAME (floats16) (int n, const int *__restrict ix, float *__restrict out)
{
  for (int k = 0; k < n; k++)
    out[k] = tr_f16[ix[k]] + 0.5f;
}

ATTR void
NAME (ints8) (int n, const int *__restrict ix, int *__restrict out)
{
  for (int k = 0; k < n; k++)
    out[k] = tr_i8[ix[k]] * 3 + k;
}

/* The table is loaded once, before the outer loop.  */
ATTR void
NAME (nested) (int m, int n, const int *__restrict ix,
	       const double *__restrict w, double *__restrict out)
{
  for (int i = 0; i < m; i++)
    for (int k = 0; k < n; k++)
      out[i * n + k] = tr_d8[ix[k]] * w[i];
}

/* The outer loop changes the table: loaded before the inner loop.  */
ATTR void
NAME (refilled) (int m, int n, const int *__restrict ix,
		 const double *__restrict w, double *__restrict out)
{
  for (int i = 0; i < m; i++)
    {
      tr_r8[i & 7] = w[i];
      for (int k = 0; k < n; k++)
	out[i * n + k] = tr_r8[ix[k]] + (double) k;
    }
}

ATTR void
NAME (local) (int n, const int *__restrict ix, const double *__restrict w,
	      double *__restrict out)
{
  double t[8];
  for (int e = 0; e < 8; e++)
    t[e] = w[e] * w[e];
  for (int k = 0; k < n; k++)
    out[k] = t[ix[k]] + 1.0;
}

/* 64 doubles: more registers than a table may take.  */
ATTR void
NAME (big) (int n, const int *__restrict ix, double *__restrict out)
{
  for (int k = 0; k < n; k++)
    out[k] = tr_big[ix[k]] * 0.25;
}
