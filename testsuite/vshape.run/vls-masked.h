/* Conditional groups: y[k] gets a sum of adjacent elements at x[j] only
   when m[k] is set, so GCC vectorizes with masked gathers (AVX-512).
   Every lane whose m[k] is clear has an index that points into the
   PROT_NONE page after x: a rewrite that read for a masked-off lane
   would fault.  Each kernel is checked against the same loop built
   without the vectorizer.  Included by vls-masked-*.c, which choose the
   target.  */

#include "guard-page.h"

#define M 512			/* elements of each gathered array */
#define N 203			/* largest trip count */
#define FAR (M + 8)		/* inside the guard page */

#define REF __attribute__ ((noipa, optimize ("no-tree-vectorize")))
#define VEC __attribute__ ((noipa))

struct pf4 { float a, b, c, d; };

static int idx[N];
static signed char cond[N];

#define KERNEL(NAME, T, XT, ...)					\
  VEC void NAME (T *restrict y, const XT *restrict x, int n)		\
  { for (int k = 0; k < n; k++) if (cond[k]) { __VA_ARGS__ } }		\
  REF void NAME##_ref (T *restrict y, const XT *restrict x, int n)	\
  { for (int k = 0; k < n; k++) if (cond[k]) { __VA_ARGS__ } }

KERNEL (pair_d, double, double,
	int j = idx[k]; y[k] = x[j] + 2.0 * x[j + 1];)
KERNEL (pair_f, float, float,
	int j = idx[k]; y[k] = x[j] - 3.0f * x[j + 1];)
KERNEL (triple_d, double, double,
	int j = idx[k]; y[k] = x[j] + 2.0 * x[j + 1] + 4.0 * x[j + 2];)
KERNEL (pair_i, int, int,
	int j = idx[k]; y[k] = x[j] - 3 * x[j + 1];)
KERNEL (quad_sf, float, struct pf4,
	int j = idx[k]; y[k] = x[j].a * x[j].b + x[j].c * x[j].d;)

#define CHECK(NAME, T, XT)						\
  {									\
    T *got = guard_fill (N, sizeof (T), 1);				\
    T *want = guard_fill (N, sizeof (T), 1);				\
    const XT *x = guard_fill (M, sizeof (XT), 5);			\
    for (int n = 0; n <= N; n++)					\
      {									\
	NAME (got, x, n);						\
	NAME##_ref (want, x, n);					\
	for (int k = 0; k < N; k++)					\
	  if (got[k] != want[k])					\
	    abort ();							\
      }									\
  }

static void
run_masked (void)
{
  for (int k = 0; k < N; k++)
    {
      cond[k] = (k * 7) % 3 != 0;
      /* Active lanes read inside x (leaving room for x[j + 2]);
	 inactive ones would fault.  */
      idx[k] = cond[k] ? (k * 37) % (M - 2) : FAR;
    }
  CHECK (pair_d, double, double)
  CHECK (pair_f, float, float)
  CHECK (triple_d, double, double)
  CHECK (pair_i, int, int)
  CHECK (quad_sf, float, struct pf4)
}
