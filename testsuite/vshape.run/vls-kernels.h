/* Gather kernels for the vls run tests: each kernel is compiled twice,
   vectorized (the vls pass may rewrite it) and as a scalar reference,
   and main compares them for many trip counts.  Included by the
   vls-run-*.c tests, which choose the target and the vls mode.  */

#include <stdlib.h>

#define N 1031
#define REF __attribute__ ((noipa, optimize ("no-tree-vectorize")))
#define VEC __attribute__ ((noipa))

struct pt3 { double a, b, c; };
struct pf4 { float a, b, c, d; };

double xd[4 * N + 16];
float xf[4 * N + 16];
struct pt3 p3[N];
int idx[N], idx2[N];
long lidx[N];

#define KERNEL(NAME, T, PARAMS, ...)					\
  VEC void NAME (T *restrict y, PARAMS, int n)				\
  { for (int k = 0; k < n; k++) __VA_ARGS__ }					\
  REF void NAME##_ref (T *restrict y, PARAMS, int n)			\
  { for (int k = 0; k < n; k++) __VA_ARGS__ }

/* Pairs of doubles, int index.  */
KERNEL (pair_d, double, const double *restrict x,
	{ int j = idx[k]; y[k] = x[j] + 2.0 * x[j + 1]; })
/* Triples of doubles in a 24-byte struct (emulated gathers).  */
KERNEL (triple_s, double, const struct pt3 *restrict p,
	{ int j = idx[k]; y[k] = p[j].a + p[j].b * p[j].c; })
/* Triples of doubles in an array.  */
KERNEL (triple_d, double, const double *restrict x,
	{ int j = idx[k]; y[k] = x[j] - x[j + 1] * x[j + 2]; })
/* Pairs of floats.  */
KERNEL (pair_f, float, const float *restrict x,
	{ int j = idx[k]; y[k] = x[j] * x[j + 1]; })
/* Quads of floats, long index.  */
KERNEL (quad_f, float, const float *restrict x,
	{ long j = lidx[k]; y[k] = x[j] + x[j + 1] * x[j + 2] - x[j + 3]; })
/* Negative offsets.  */
KERNEL (neg_d, double, const double *restrict x,
	{ int j = idx[k]; y[k] = x[j - 1] - 3.0 * x[j]; })
/* A gap: x[j] and x[j + 3].  */
KERNEL (gap_d, double, const double *restrict x,
	{ int j = idx[k]; y[k] = x[j] + x[j + 3]; })
/* Two groups in one loop, through two index arrays.  */
KERNEL (two_groups, double, const double *restrict x,
	{ int j = idx[k], i = idx2[k];
	  y[k] = x[j] * x[j + 1] + x[i] - x[i + 1]; })
/* Different index vectors: no group.  */
KERNEL (diff_index, double, const double *restrict x,
	{ y[k] = x[idx[k]] + x[idx2[k] + 1]; })

/* A store that may alias the gathered array sits between the gathers:
   no group.  W and X are the same array in the test.  */
VEC void
alias_store (double *w, const double *x, double *restrict y, int n)
{
#pragma GCC ivdep
  for (int k = 0; k < n; k++)
    {
      int j = idx[k];
      double a = x[j];
      w[4 * N + 8 + (k & 7)] = a;
      y[k] = a + x[j + 1];
    }
}

REF void
alias_store_ref (double *w, const double *x, double *restrict y, int n)
{
  for (int k = 0; k < n; k++)
    {
      int j = idx[k];
      double a = x[j];
      w[4 * N + 8 + (k & 7)] = a;
      y[k] = a + x[j + 1];
    }
}

double yd[N], yd_ref[N];
float yf[N], yf_ref[N];

#define CHECK(NAME, Y, YREF, ARG)					\
  do {									\
    for (int i = 0; i < N; i++)						\
      Y[i] = YREF[i] = -1;						\
    NAME (Y, ARG, n);							\
    NAME##_ref (YREF, ARG, n);						\
    for (int i = 0; i < N; i++)						\
      if (Y[i] != YREF[i])						\
	abort ();							\
  } while (0)

static void
init (void)
{
  for (int i = 0; i < 4 * N + 16; i++)
    {
      xd[i] = i * 0.5 + 1;
      xf[i] = i * 0.25f + 1;
    }
  for (int i = 0; i < N; i++)
    {
      idx[i] = 1 + (i * 7919) % (N - 2);
      idx2[i] = 1 + (i * 104729 + 13) % (N - 2);
      lidx[i] = (i * 15485863L) % (4 * N);
      p3[i].a = i;
      p3[i].b = i * 2.0 + 0.5;
      p3[i].c = i * 3.0 + 1;
    }
}

static void
run_all (void)
{
  init ();
  for (int n = 0; n <= N; n += (n < 70 ? 1 : 97))
    {
      CHECK (pair_d, yd, yd_ref, xd);
      CHECK (triple_s, yd, yd_ref, p3);
      CHECK (triple_d, yd, yd_ref, xd);
      CHECK (pair_f, yf, yf_ref, xf);
      CHECK (quad_f, yf, yf_ref, xf);
      CHECK (neg_d, yd, yd_ref, xd);
      CHECK (gap_d, yd, yd_ref, xd);
      CHECK (two_groups, yd, yd_ref, xd);
      CHECK (diff_index, yd, yd_ref, xd);
      for (int i = 0; i < N; i++)
	yd[i] = yd_ref[i] = -1;
      alias_store (xd, xd, yd, n);
      double saved[8];
      for (int i = 0; i < 8; i++)
	saved[i] = xd[4 * N + 8 + i];
      alias_store_ref (xd, xd, yd_ref, n);
      for (int i = 0; i < N; i++)
	if (yd[i] != yd_ref[i])
	  abort ();
      for (int i = 0; i < 8; i++)
	if (saved[i] != xd[4 * N + 8 + i])
	  abort ();
    }
}
