/* More gather shapes for the vls run tests: each kernel is compiled
   vectorized (the vls pass may rewrite it) and as a scalar reference,
   and run_shapes compares them for trip counts 0..N, so that every
   remainder of the vector loop and its epilogue is run.  Included by
   the vls-shapes-*.c tests, which choose the target and check in the
   dump which kernels were rewritten.  */

#include <stdlib.h>

#define N 203
#define M 512			/* elements of each gathered array */
#define REF __attribute__ ((noipa, optimize ("no-tree-vectorize")))
#define VEC __attribute__ ((noipa))

struct pd2 { double re, im; };
struct pf2 { float u, v; };
struct pf4 { float a, b, c, d; };

signed char xc[M];
short xs[M];
int xi[M];
long xl[M];
float xf[M];
double xd[M];
struct pd2 zd[M];
struct pf2 zf[M];
struct pf4 qf[M];
int idx[N], idx2[N];
unsigned uidx[N];
long lidx[N];

#define KERNEL(NAME, T, XT, ...)					\
  VEC void NAME (T *restrict y, const XT *restrict x, int n)		\
  { for (int k = 0; k < n; k++) __VA_ARGS__ }				\
  REF void NAME##_ref (T *restrict y, const XT *restrict x, int n)	\
  { for (int k = 0; k < n; k++) __VA_ARGS__ }

/* Element types: pairs x[j], x[j + 1] through an int index.  */
KERNEL (pair_c, int, signed char,
	{ int j = idx[k]; y[k] = x[j] - 3 * x[j + 1]; })
KERNEL (pair_s, int, short,
	{ int j = idx[k]; y[k] = x[j] - 3 * x[j + 1]; })
KERNEL (pair_i, int, int,
	{ int j = idx[k]; y[k] = x[j] - 3 * x[j + 1]; })
KERNEL (pair_l, long, long,
	{ int j = idx[k]; y[k] = x[j] - 3 * x[j + 1]; })
KERNEL (quad_i, int, int,
	{ int j = idx[k]; y[k] = x[j] + x[j + 1] * x[j + 2] - x[j + 3]; })
/* Pairs of doubles in a struct (complex numbers).  */
KERNEL (cplx_d, double, struct pd2,
	{ int j = idx[k]; y[k] = x[j].re * x[j].re + x[j].im * x[j].im; })
/* Pairs of floats in a struct.  */
KERNEL (pair_sf, float, struct pf2,
	{ int j = idx[k]; y[k] = x[j].u - 2.0f * x[j].v; })
/* Quads of floats in a struct.  */
KERNEL (quad_sf, float, struct pf4,
	{ int j = idx[k]; y[k] = x[j].a * x[j].b + x[j].c * x[j].d; })
/* Triples of floats in an array.  */
KERNEL (triple_f, float, float,
	{ int j = idx[k]; y[k] = x[j] + x[j + 1] * x[j + 2]; })
/* A long index.  */
KERNEL (pair_d_long, double, double,
	{ long j = lidx[k]; y[k] = x[j] + 2.0 * x[j + 1]; })
/* An unsigned index.  */
KERNEL (pair_d_uns, double, double,
	{ unsigned j = uidx[k]; y[k] = x[j] + 2.0 * x[j + 1]; })
/* An index scaled by 2.  */
KERNEL (pair_d_x2, double, double,
	{ int j = 2 * idx[k]; y[k] = x[j] - x[j + 1]; })
KERNEL (pair_f_x2, float, float,
	{ int j = 2 * idx[k]; y[k] = x[j] - x[j + 1]; })
/* Negative offsets.  */
KERNEL (neg_f, float, float,
	{ int j = idx[k]; y[k] = x[j - 2] * x[j - 1] - x[j]; })
KERNEL (neg_d2, double, double,
	{ int j = idx[k]; y[k] = x[j - 3] - x[j - 2]; })
/* Gaps inside the span.  */
KERNEL (gap_f, float, float,
	{ int j = idx[k]; y[k] = x[j] - x[j + 2] * x[j + 5]; })
KERNEL (gap_d2, double, double,
	{ int j = idx[k]; y[k] = x[j] * x[j + 2]; })
/* Several groups in one loop: one index, far apart offsets.  */
KERNEL (far_d, double, double,
	{ int j = idx[k];
	  y[k] = x[j] * x[j + 1] - x[j + 40] * x[j + 41]; })
/* Several groups in one loop: three index arrays.  */
KERNEL (three_groups_f, float, float,
	{ int i = idx[k], j = idx2[k], l = (int) lidx[k];
	  y[k] = x[i] * x[i + 1] + x[j] * x[j + 1] - x[l] * x[l + 1]; })
/* Two gathered arrays through one index: not adjacent, no group.  */
KERNEL (two_bases, double, double,
	{ int j = idx[k]; y[k] = x[j] - xd[j + 1]; })
/* Different index vectors for neighbouring elements: no group.  */
KERNEL (diff_index_f, float, float,
	{ y[k] = x[idx[k]] - x[idx2[k] + 1]; })

/* A store that may alias the gathered array sits between the two
   gathers, and changes the second one's value: no group.  W and X are
   the same array in the test, and idx[k] + 1 is written before it is
   read.  */
VEC void
alias_store_f (float *w, const float *x, float *restrict y, int n)
{
#pragma GCC ivdep
  for (int k = 0; k < n; k++)
    {
      int j = idx[k];
      float a = x[j];
      w[j + 1] = a + 1.0f;
      y[k] = a * x[j + 1];
    }
}

REF void
alias_store_f_ref (float *w, const float *x, float *restrict y, int n)
{
  for (int k = 0; k < n; k++)
    {
      int j = idx[k];
      float a = x[j];
      w[j + 1] = a + 1.0f;
      y[k] = a * x[j + 1];
    }
}

static void
init (void)
{
  for (int i = 0; i < M; i++)
    {
      xc[i] = (signed char) (i * 37 - 100);
      xs[i] = (short) (i * 977 - 30000);
      xi[i] = (i * 7919) % 1000 - 500;	/* products do not overflow */
      xl[i] = i * 104729L - 50000000000L;
      xf[i] = i * 0.25f + 1;
      xd[i] = i * 0.5 + 1;
      zd[i].re = i + 0.5;
      zd[i].im = 2 * i - 7.0;
      zf[i].u = i * 0.5f;
      zf[i].v = 3 - i * 0.125f;
      qf[i].a = i;
      qf[i].b = i + 0.5f;
      qf[i].c = 1 - i * 0.25f;
      qf[i].d = i * 2.0f;
    }
  /* Indices leave room for offsets -3..+41 and for doubling.  */
  for (int i = 0; i < N; i++)
    {
      idx[i] = 3 + (i * 7919) % (M / 2 - 48);
      idx2[i] = 3 + (i * 104729 + 13) % (M / 2 - 48);
      uidx[i] = (i * 31u + 5) % (M - 2);
      lidx[i] = (i * 15485863L) % (M - 48);
    }
}

#define CHECK(NAME, T, X)						\
  do {									\
    static T y[N], y_ref[N];						\
    for (int i = 0; i < N; i++)						\
      y[i] = y_ref[i] = -1;						\
    NAME (y, X, n);							\
    NAME##_ref (y_ref, X, n);						\
    for (int i = 0; i < N; i++)						\
      if (y[i] != y_ref[i])						\
	abort ();							\
  } while (0)

static void
run_shapes (void)
{
  init ();
  for (int n = 0; n <= N; n++)
    {
      CHECK (pair_c, int, xc);
      CHECK (pair_s, int, xs);
      CHECK (pair_i, int, xi);
      CHECK (pair_l, long, xl);
      CHECK (quad_i, int, xi);
      CHECK (cplx_d, double, zd);
      CHECK (pair_sf, float, zf);
      CHECK (quad_sf, float, qf);
      CHECK (triple_f, float, xf);
      CHECK (pair_d_long, double, xd);
      CHECK (pair_d_uns, double, xd);
      CHECK (pair_d_x2, double, xd);
      CHECK (pair_f_x2, float, xf);
      CHECK (neg_f, float, xf);
      CHECK (neg_d2, double, xd);
      CHECK (gap_f, float, xf);
      CHECK (gap_d2, double, xd);
      CHECK (far_d, double, xd);
      CHECK (three_groups_f, float, xf);
      CHECK (two_bases, double, zd[0].re ? xd + 1 : xd);
      CHECK (diff_index_f, float, xf);

      static float w[M], w_ref[M], y[N], y_ref[N];
      for (int i = 0; i < M; i++)
	w[i] = w_ref[i] = xf[i];
      for (int i = 0; i < N; i++)
	y[i] = y_ref[i] = -1;
      alias_store_f (w, w, y, n);
      alias_store_f_ref (w_ref, w_ref, y_ref, n);
      for (int i = 0; i < N; i++)
	if (y[i] != y_ref[i])
	  abort ();
      for (int i = 0; i < M; i++)
	if (w[i] != w_ref[i])
	  abort ();
    }
}
