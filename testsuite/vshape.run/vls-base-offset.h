/* Gathers from a base with a run-time offset: p = x + m is computed
   before the loop and the loop reads p[j], p[j + 1], ... through one
   index vector, so the vls pass takes p as the base of every gather and
   groups them.  Each kernel is compiled vectorized (the vls pass may
   rewrite it) and as a scalar reference; run_base_offset compares them
   for trip counts 0..N and for offsets m that are zero, small, negative
   and large (tens of thousands of elements either way).  Included by
   the vls-base-offset-*.c tests, which choose the target and the vls
   mode and check in the dump which kernels were rewritten.  */

#include <stdlib.h>

#define N 203
#define M 65536			/* elements on each side of the middle */
#define J 64			/* indices are in [0, J) */
#define REF __attribute__ ((noipa, optimize ("no-tree-vectorize")))
#define VEC __attribute__ ((noipa))

struct pd2 { double re, im; };

/* Each table has M elements below its middle and M + J + 8 above it;
   the kernels get the middle as X.  */
double xd[2 * M + J + 8];
float xf[2 * M + J + 8];
int xi[2 * M + J + 8];
struct pd2 zd[2 * M + J + 8];
int idx[N];

/* A kernel whose base is X + M, M a long.  */
#define KERNEL(NAME, T, XT, ...)					\
  VEC void NAME (T *restrict y, const XT *restrict x, long m, int n)	\
  { const XT *p = x + m; for (int k = 0; k < n; k++) __VA_ARGS__ }	\
  REF void NAME##_ref (T *restrict y, const XT *restrict x, long m,	\
		       int n)						\
  { const XT *p = x + m; for (int k = 0; k < n; k++) __VA_ARGS__ }

/* The same with an int M (sign-extended into the address).  */
#define KERNEL_INT(NAME, T, XT, ...)					\
  VEC void NAME (T *restrict y, const XT *restrict x, int m, int n)	\
  { const XT *p = x + m; for (int k = 0; k < n; k++) __VA_ARGS__ }	\
  REF void NAME##_ref (T *restrict y, const XT *restrict x, int m,	\
		       int n)						\
  { const XT *p = x + m; for (int k = 0; k < n; k++) __VA_ARGS__ }

/* Pairs of doubles (the case of vls-base-offset.c).  */
KERNEL (pair_d, double, double,
	{ int j = idx[k]; y[k] = p[j] + 2.0 * p[j + 1]; })
KERNEL_INT (pair_d_int, double, double,
	    { int j = idx[k]; y[k] = p[j] - 3.0 * p[j + 1]; })
/* Triples of floats, quads of ints.  */
KERNEL (triple_f, float, float,
	{ int j = idx[k]; y[k] = p[j] + p[j + 1] * p[j + 2]; })
KERNEL (quad_i, int, int,
	{ int j = idx[k]; y[k] = p[j] + p[j + 1] * p[j + 2] - p[j + 3]; })
/* A negative constant offset on top of the run-time one.  */
KERNEL (neg_d, double, double,
	{ int j = idx[k] + 1; y[k] = p[j - 1] - 0.5 * p[j]; })
/* Complex numbers.  */
KERNEL (cplx_d, double, struct pd2,
	{ int j = idx[k]; y[k] = p[j].re * p[j].re - p[j].im; })

/* Rows of a matrix whose row length C is known at run time only: the
   base of the inner loop's gathers, row I, is computed in the outer
   loop.  */
VEC void
rows_d (double *restrict y, const double *restrict x, long c, int r, int n)
{
  for (int i = 0; i < r; i++)
    {
      const double *row = x + i * c;
      for (int k = 0; k < n; k++)
	{
	  int j = idx[k];
	  y[k] += row[j] * row[j + 1];
	}
    }
}

REF void
rows_d_ref (double *restrict y, const double *restrict x, long c, int r,
	    int n)
{
  for (int i = 0; i < r; i++)
    {
      const double *row = x + i * c;
      for (int k = 0; k < n; k++)
	{
	  int j = idx[k];
	  y[k] += row[j] * row[j + 1];
	}
    }
}

static void
init_base_offset (void)
{
  for (int i = 0; i < 2 * M + J + 8; i++)
    {
      xd[i] = (double) ((i * 37) % 1001) - 500.0;
      xf[i] = (float) ((i * 53) % 513) * 0.25f - 64.0f;
      xi[i] = (i * 7919) % 1000 - 500;	/* products do not overflow */
      zd[i].re = (double) (i % 977) + 0.5;
      zd[i].im = (double) ((i * 3) % 301) - 150.0;
    }
  for (int k = 0; k < N; k++)
    idx[k] = (k * 29 + 7) % (J - 1);
  idx[0] = 0;
  idx[1] = J - 2;
  idx[2] = J - 2;
}

#define CHECK(NAME, T, X, M_)						\
  do {									\
    static T y[N], y_ref[N];						\
    for (int i = 0; i < N; i++)						\
      y[i] = y_ref[i] = -1;						\
    NAME (y, X, M_, n);							\
    NAME##_ref (y_ref, X, M_, n);					\
    for (int i = 0; i < N; i++)						\
      if (y[i] != y_ref[i])						\
	abort ();							\
  } while (0)

static void
run_base_offset (void)
{
  /* Offsets from the middle of the tables; the kernels read up to
     J + 2 elements above p and none below it.  */
  static const long offsets[] = {
    0, 1, -1, 2, -3, 7, -13, 1000, -1000, M / 2 + 3, -(M / 2) - 5,
    M - 1, -M, M - 3, -M + 1
  };
  init_base_offset ();
  for (unsigned o = 0; o < sizeof offsets / sizeof offsets[0]; o++)
    {
      long m = offsets[o];
      for (int n = 0; n <= N; n += (n < 40 ? 1 : 7))
	{
	  CHECK (pair_d, double, xd + M, m);
	  CHECK (pair_d_int, double, xd + M, (int) m);
	  CHECK (triple_f, float, xf + M, m);
	  CHECK (quad_i, int, xi + M, m);
	  CHECK (neg_d, double, xd + M, m);
	  CHECK (cplx_d, double, zd + M, m);
	}
    }
  /* Matrices of 1 to 4 rows of C elements from the start of xd.  */
  for (long c = J + 1; c < 2 * M / 4; c += 4099)
    for (int r = 1; r <= 4; r++)
      for (int n = 0; n <= N; n += (n < 40 ? 1 : 7))
	{
	  static double y[N], y_ref[N];
	  for (int i = 0; i < N; i++)
	    y[i] = y_ref[i] = i;
	  rows_d (y, xd, c, r, n);
	  rows_d_ref (y_ref, xd, c, r, n);
	  for (int i = 0; i < N; i++)
	    if (y[i] != y_ref[i])
	      abort ();
	}
}
