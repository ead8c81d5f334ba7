/* Guard-page tests for the gather shapes of vls-shapes.h: each gathered
   array ends at a page boundary followed by a PROT_NONE page, and every
   other lane reads the last element of the array, so a rewritten load
   that reads one byte too many faults.  Included by the
   vls-guard-shapes-*.c tests, which choose the target.  */

#include <stdlib.h>

#include "guard-page.h"

#define N 203
#define M 64			/* elements of each gathered array */
#define REF __attribute__ ((noipa, optimize ("no-tree-vectorize")))
#define VEC __attribute__ ((noipa))

struct pd2 { double re, im; };
struct pf2 { float u, v; };
struct pf4 { float a, b, c, d; };

int idx[N];
long lidx[N];

#define KERNEL(NAME, T, XT, ...)					\
  VEC void NAME (T *restrict y, const XT *restrict x, int n)		\
  { for (int k = 0; k < n; k++) __VA_ARGS__ }				\
  REF void NAME##_ref (T *restrict y, const XT *restrict x, int n)	\
  { for (int k = 0; k < n; k++) __VA_ARGS__ }

KERNEL (pair_i, int, int, { int j = idx[k]; y[k] = x[j] - x[j + 1]; })
KERNEL (quad_i, int, int,
	{ int j = idx[k]; y[k] = x[j] + x[j + 1] - x[j + 2] - x[j + 3]; })
KERNEL (pair_l, long, long, { int j = idx[k]; y[k] = x[j] - x[j + 1]; })
KERNEL (triple_f, float, float,
	{ int j = idx[k]; y[k] = x[j] + x[j + 1] * x[j + 2]; })
KERNEL (gap_f, float, float,
	{ int j = idx[k]; y[k] = x[j] - x[j + 2] * x[j + 5]; })
KERNEL (neg_f, float, float,
	{ int j = idx[k]; y[k] = x[j - 2] * x[j - 1] - x[j]; })
KERNEL (gap_d2, double, double, { int j = idx[k]; y[k] = x[j] * x[j + 2]; })
KERNEL (pair_d_long, double, double,
	{ long j = lidx[k]; y[k] = x[j] + 2.0 * x[j + 1]; })
KERNEL (pair_d_x2, double, double,
	{ int j = 2 * idx[k]; y[k] = x[j] - x[j + 1]; })
KERNEL (pair_f_x2, float, float,
	{ int j = 2 * idx[k]; y[k] = x[j] - x[j + 1]; })
KERNEL (cplx_d, double, struct pd2,
	{ int j = idx[k]; y[k] = x[j].re * x[j].re + x[j].im * x[j].im; })
KERNEL (pair_sf, float, struct pf2,
	{ int j = idx[k]; y[k] = x[j].u - 2.0f * x[j].v; })
KERNEL (quad_sf, float, struct pf4,
	{ int j = idx[k]; y[k] = x[j].a * x[j].b + x[j].c * x[j].d; })

/* Indices J with LO <= J and MUL * J + HI <= M - 1; every odd lane
   reads element M - 1.  */
static void
set_indices (int lo, int hi, int mul)
{
  int top = (M - 1 - hi) / mul;
  for (int i = 0; i < N; i++)
    {
      idx[i] = (i % 2) ? top : lo + (i * 5) % (top - lo + 1);
      lidx[i] = idx[i];
    }
}

#define CHECK(NAME, T, XT, LO, HI, MUL)					\
  do {									\
    static T y[N], y_ref[N];						\
    const XT *x = guard_fill (M, sizeof (XT), __LINE__);			\
    set_indices (LO, HI, MUL);						\
    for (int n = 0; n <= N; n++)					\
      {									\
	for (int i = 0; i < N; i++)					\
	  y[i] = y_ref[i] = -1;						\
	NAME (y, x, n);							\
	NAME##_ref (y_ref, x, n);					\
	for (int i = 0; i < N; i++)					\
	  if (y[i] != y_ref[i])						\
	    abort ();							\
      }									\
  } while (0)

static void
run_guarded (void)
{
  CHECK (pair_i, int, int, 0, 1, 1);
  CHECK (quad_i, int, int, 0, 3, 1);
  CHECK (pair_l, long, long, 0, 1, 1);
  CHECK (triple_f, float, float, 0, 2, 1);
  CHECK (gap_f, float, float, 0, 5, 1);
  CHECK (neg_f, float, float, 2, 0, 1);
  CHECK (gap_d2, double, double, 0, 2, 1);
  CHECK (pair_d_long, double, double, 0, 1, 1);
  CHECK (pair_d_x2, double, double, 0, 1, 2);
  CHECK (pair_f_x2, float, float, 0, 1, 2);
  CHECK (cplx_d, double, struct pd2, 0, 0, 1);
  CHECK (pair_sf, float, struct pf2, 0, 0, 1);
  CHECK (quad_sf, float, struct pf4, 0, 0, 1);
}
