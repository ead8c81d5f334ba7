/* Guard-page tests for gathers from a base with a run-time offset
   (p = x + m): each gathered array ends at a page boundary followed by
   a PROT_NONE page, and every other lane reads the last element of the
   array through p, so a rewritten load that reads one byte past what
   the gathers read faults.  X is moved along the array and M the
   opposite way (negative M included), so that the same p is reached
   from different bases.  Included by the vls-guard-base-offset-*.c
   tests, which choose the target.  */

#include <stdlib.h>

#include "guard-page.h"

#define N 203
#define M 4096			/* elements of each gathered array */
#define REF __attribute__ ((noipa, optimize ("no-tree-vectorize")))
#define VEC __attribute__ ((noipa))

struct pd2 { double re, im; };

int idx[N];

#define KERNEL(NAME, T, XT, ...)					\
  VEC void NAME (T *restrict y, const XT *restrict x, long m, int n)	\
  { const XT *p = x + m; for (int k = 0; k < n; k++) __VA_ARGS__ }	\
  REF void NAME##_ref (T *restrict y, const XT *restrict x, long m,	\
		       int n)						\
  { const XT *p = x + m; for (int k = 0; k < n; k++) __VA_ARGS__ }

KERNEL (pair_d, double, double,
	{ int j = idx[k]; y[k] = p[j] + 2.0 * p[j + 1]; })
KERNEL (triple_f, float, float,
	{ int j = idx[k]; y[k] = p[j] + p[j + 1] * p[j + 2]; })
KERNEL (quad_i, int, int,
	{ int j = idx[k]; y[k] = p[j] + p[j + 1] - p[j + 2] - p[j + 3]; })
KERNEL (neg_d, double, double,
	{ int j = idx[k]; y[k] = p[j - 1] - 0.5 * p[j]; })
KERNEL (gap_f, float, float,
	{ int j = idx[k]; y[k] = p[j] - p[j + 2] * p[j + 5]; })
KERNEL (cplx_d, double, struct pd2,
	{ int j = idx[k]; y[k] = p[j].re * p[j].re - p[j].im; })

/* Indices J with LO <= B + J and B + J + HI <= M - 1, where B is the
   element p points to; every odd lane reads element M - 1.  */
static void
set_indices (long b, int lo, int hi)
{
  long top = M - 1 - hi - b;
  long bottom = lo - b;		/* negative when p is inside the array */
  for (int i = 0; i < N; i++)
    idx[i] = (i % 2) ? top : bottom + (i * 5) % (top - bottom + 1);
}

/* Pairs (S, M): the kernel gets X = array + S and M, so that p is
   element S + M of the array.  */
static const long starts[][2] = {
  { 0, 0 }, { 0, 1 }, { 0, 1000 }, { 0, M - 80 }, { 5, -5 }, { 100, -37 },
  { M - 70, -(M - 70) }, { M - 70, -(M / 2) }, { M - 70, 3 }
};

#define CHECK(NAME, T, XT, LO, HI)					\
  do {									\
    static T y[N], y_ref[N];						\
    const XT *x = guard_fill (M, sizeof (XT), __LINE__);			\
    for (unsigned s = 0; s < sizeof starts / sizeof starts[0]; s++)	\
      {									\
	long b = starts[s][0] + starts[s][1];				\
	set_indices (b, LO, HI);					\
	for (int n = 0; n <= N; n++)					\
	  {								\
	    for (int i = 0; i < N; i++)					\
	      y[i] = y_ref[i] = -1;					\
	    NAME (y, x + starts[s][0], starts[s][1], n);		\
	    NAME##_ref (y_ref, x + starts[s][0], starts[s][1], n);	\
	    for (int i = 0; i < N; i++)					\
	      if (y[i] != y_ref[i])					\
		abort ();						\
	  }								\
      }									\
  } while (0)

static void
run_guarded_base_offset (void)
{
  CHECK (pair_d, double, double, 0, 1);
  CHECK (triple_f, float, float, 0, 2);
  CHECK (quad_i, int, int, 0, 3);
  CHECK (neg_d, double, double, 1, 0);
  CHECK (gap_f, float, float, 0, 5);
  CHECK (cplx_d, double, struct pd2, 0, 0);
}
