/* Kernels whose groups are one 8-byte block per lane (two adjacent
   4-byte elements), which the vls pass fetches with one 8-byte load per
   lane: float and int pairs, a long index, a negative offset, a doubled
   index, a struct of two floats.
   Each is checked against a scalar reference for every trip count up
   to 40 and then some, with indices at both ends of the table.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include <stdlib.h>

#define N 1029
#define M 4096
#define REF __attribute__ ((noipa, optimize ("no-tree-vectorize")))
#define VEC __attribute__ ((noipa))

struct cf
{
  float re, im;
};

float xf[2 * M + 8];
int xi[2 * M + 8];
struct cf xc[M];
int idx[N];
long lidx[N];

#define KERNEL(NAME, T, PARAMS, ...)					\
  VEC void NAME (T *restrict y, PARAMS, int n)				\
  { for (int k = 0; k < n; k++) __VA_ARGS__ }				\
  REF void NAME##_ref (T *restrict y, PARAMS, int n)			\
  { for (int k = 0; k < n; k++) __VA_ARGS__ }

KERNEL (pair_f, float, const float *restrict x,
	{ int j = idx[k]; y[k] = x[j] - 3.0f * x[j + 1]; })
KERNEL (pair_i, int, const int *restrict x,
	{ int j = idx[k]; y[k] = x[j] * 5 + x[j + 1]; })
KERNEL (pair_f_long, float, const float *restrict x,
	{ long j = lidx[k]; y[k] = x[j] + 2.0f * x[j + 1]; })
KERNEL (pair_f_neg, float, const float *restrict x,
	{ int j = idx[k]; y[k] = x[j] - 7.0f * x[j - 1]; })
KERNEL (pair_f_x2, float, const float *restrict x,
	{ int j = idx[k]; y[k] = x[2 * j + 1] - x[2 * j]; })
KERNEL (cplx, float, const struct cf *restrict x,
	{ int j = idx[k]; y[k] = x[j].re * 3.0f - x[j].im; })

typedef void (*kf) (float *restrict, const float *restrict, int);
typedef void (*ki) (int *restrict, const int *restrict, int);
typedef void (*kc) (float *restrict, const struct cf *restrict, int);

#define CHECK(VEC_FN, REF_FN, T, X)					\
  do									\
    {									\
      static T y[N], r[N];						\
      for (int n = 0; n <= N; n += n < 40 ? 1 : 91)			\
	{								\
	  for (int k = 0; k < N; k++)					\
	    y[k] = r[k] = (T) -1;					\
	  VEC_FN (y, X, n);						\
	  REF_FN (r, X, n);						\
	  for (int k = 0; k < N; k++)					\
	    if (y[k] != r[k])						\
	      abort ();							\
	}								\
    }									\
  while (0)

static void
run_pair_blocks (void)
{
  for (int i = 0; i < 2 * M + 8; i++)
    {
      xf[i] = (float) ((i * 37) % 101) - 50.0f;
      xi[i] = (i * 53) % 211 - 100;
    }
  for (int i = 0; i < M; i++)
    {
      xc[i].re = (float) (i % 13) - 6.0f;
      xc[i].im = (float) (i % 7) + 1.0f;
    }
  for (int k = 0; k < N; k++)
    {
      idx[k] = (k * 613 + 11) % (M - 2) + 1;
      lidx[k] = (k * 389 + 5) % (M - 2) + 1;
    }
  idx[0] = 1;
  idx[1] = M - 2;
  CHECK (pair_f, pair_f_ref, float, xf);
  CHECK (pair_i, pair_i_ref, int, xi);
  CHECK (pair_f_long, pair_f_long_ref, float, xf);
  CHECK (pair_f_neg, pair_f_neg_ref, float, xf);
  CHECK (pair_f_x2, pair_f_x2_ref, float, xf);
  CHECK (cplx, cplx_ref, float, xc);
}
