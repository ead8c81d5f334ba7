/* Scatter groups: each kernel stores a block of adjacent elements at a
   data-dependent index, q[S*j + 0..S-1], which GCC vectorizes with
   AVX-512 scatters.  The indices repeat, within a vector and across
   vectors, so the order in which lanes store decides the result; the
   stored array ends at a PROT_NONE page, and in the masked kernel every
   inactive lane's index points into that page, so a store outside the
   scatters' bytes faults.  Each kernel is checked against the same loop
   built without the vectorizer.  Included by vls-scatter-*.c, which
   choose the target.  */

#include <string.h>

#include "guard-page.h"

#define M 64			/* blocks of the stored array */
#define N 203			/* largest trip count */
#define FAR (M + 64)		/* a block inside the guard page */

#define REF __attribute__ ((noipa, optimize ("no-tree-vectorize")))
#define VEC __attribute__ ((noipa))

static int idx[N];
static signed char cond[N];

#define KERNEL(NAME, T, ...)						\
  VEC void NAME (T *restrict q, const T *restrict a, const T *restrict b, \
		 int n)							\
  {									\
    _Pragma ("GCC ivdep")						\
    for (int k = 0; k < n; k++) { int j = idx[k]; __VA_ARGS__ }		\
  }									\
  REF void NAME##_ref (T *restrict q, const T *restrict a,		\
		       const T *restrict b, int n)			\
  { for (int k = 0; k < n; k++) { int j = idx[k]; __VA_ARGS__ } }

/* Blocks of two doubles, floats, ints and long longs.  */
KERNEL (pair_d, double, q[2 * j] = a[k]; q[2 * j + 1] = b[k];)
KERNEL (pair_f, float, q[2 * j] = a[k]; q[2 * j + 1] = b[k];)
KERNEL (pair_i, int, q[2 * j] = a[k]; q[2 * j + 1] = a[k] - b[k];)
KERNEL (pair_ll, long long, q[2 * j + 1] = b[k]; q[2 * j] = a[k];)
/* Four floats and four doubles; the index as a shift.  */
KERNEL (quad_f, float,
	q[4 * j] = a[k]; q[4 * j + 1] = b[k];
	q[4 * j + 2] = a[k] * b[k]; q[4 * j + 3] = 1.0f;)
KERNEL (quad_d, double,
	q[(j << 2) + 3] = a[k]; q[(j << 2) + 2] = b[k];
	q[(j << 2) + 1] = a[k] + b[k]; q[j << 2] = 2.0;)
/* A block at an odd offset from the index: blocks still never overlap
   in part.  */
KERNEL (pair_off_d, double, q[2 * j + 2] = a[k]; q[2 * j + 3] = b[k];)
/* Masked: only where cond[k].  */
KERNEL (pair_masked_d, double,
	if (cond[k]) { q[2 * j] = a[k]; q[2 * j + 1] = b[k]; })
KERNEL (quad_masked_f, float,
	if (cond[k]) { q[4 * j + 3] = a[k]; q[4 * j + 2] = b[k];
		       q[4 * j + 1] = a[k] * b[k]; q[4 * j] = 1.0f; })
/* Triples at 3 * j in int arithmetic, which does not wrap: two lanes'
   triples are apart or equal.  The masked one reads, updates and
   writes the triple where cond[k]: its reads of q[3 * j + 1] and
   q[3 * j + 2] move up past the scatters of the elements before them,
   and the scatters down past those reads.  */
KERNEL (triple_d, double,
	q[3 * j] = a[k]; q[3 * j + 1] = b[k]; q[3 * j + 2] = a[k] + b[k];)
KERNEL (update_masked_d, double,
	double (*t)[3] = (double (*)[3]) q;
	if (cond[k]) { t[j][0] -= a[k]; t[j][1] -= b[k];
		       t[j][2] -= a[k] * b[k]; })
/* Refused: q[j] and q[j + 1] of two lanes may overlap in part.  (Under
   ivdep GCC may then store them in another order than the loop, so the
   run gives it even indices only.)  */
KERNEL (overlap_d, double, q[j] = a[k]; q[j + 1] = b[k];)

#define CHECK(NAME, T, S, FAR_OK, STEP)					\
  {									\
    size_t count = (size_t) (M + 1) * (S);				\
    T *got = guard_fill (count, sizeof (T), 1);				\
    T *want = guard_fill (count, sizeof (T), 1);			\
    const T *a = guard_fill (N, sizeof (T), 3);				\
    const T *b = guard_fill (N, sizeof (T), 7);				\
    for (int n = 0; n <= N; n++)					\
      {									\
	for (int k = 0; k < N; k++)					\
	  idx[k] = (FAR_OK) && !cond[k] ? FAR : (k * 13 + n) % M * (STEP); \
	NAME (got, a, b, n);						\
	NAME##_ref (want, a, b, n);					\
	if (memcmp (got, want, count * sizeof (T)) != 0)		\
	  abort ();							\
      }									\
  }

static void
run_scatters (void)
{
  for (int k = 0; k < N; k++)
    cond[k] = (k * 7) % 3 != 0;
  CHECK (pair_d, double, 2, 0, 1)
  CHECK (pair_f, float, 2, 0, 1)
  CHECK (pair_i, int, 2, 0, 1)
  CHECK (pair_ll, long long, 2, 0, 1)
  CHECK (quad_f, float, 4, 0, 1)
  CHECK (quad_d, double, 4, 0, 1)
  CHECK (pair_off_d, double, 2, 0, 1)
  CHECK (pair_masked_d, double, 2, 1, 1)
  CHECK (quad_masked_f, float, 4, 1, 1)
  CHECK (triple_d, double, 3, 0, 1)
  CHECK (update_masked_d, double, 3, 1, 1)
  CHECK (overlap_d, double, 2, 0, 2)
}
