/* A coordinate pair grouped beside a lone gather of a field far past
   it and table reads (vshape.dg/vls-lane-index-shared.c): the group's
   lane addresses come from the vectorizer's own extractions of the
   index where it has them.  Checked against the loop built without the
   vectorizer, indices from 0 to the last record, at -march=native (the
   Zen 4 tuning's form on a Zen 4 under GCC 13 to 16).  */
/* { dg-do run } */
/* { dg-additional-options "-fopenmp-simd -fno-math-errno -ffp-contract=off -fchecking" } */

#include <stdlib.h>
#include <string.h>

#define N 1000
#define ATOMS 4096

#define KERNEL(NAME, ATTR)						\
  ATTR void								\
  NAME (const double *restrict x, const int *restrict ix,		\
	double *restrict out, const double *restrict w, int n)		\
  {									\
    _Pragma ("omp simd")						\
    for (int k = 0; k < n; k++)						\
      {									\
	int j = ix[k];							\
	double a = x[3 * j], b = x[3 * j + 1], c = x[3 * j + 62]; \
	double s = w[k] / (a * a + b * b + c * c + 1.0);		\
	s *= w[j & 1023] + w[(j >> 3) & 1023];				\
	out[k] = a * s + b;						\
	out[k + N] = b * s - c;						\
	out[k + 2 * N] = c * s + a;					\
      }									\
  }

KERNEL (field, __attribute__ ((noipa)))
KERNEL (field_ref, __attribute__ ((noipa, optimize ("no-tree-vectorize"))))

static double x[3 * ATOMS + 60], w[ATOMS], got[3 * N], want[3 * N];
static int ix[N];

int
main (void)
{
  for (int i = 0; i < 3 * ATOMS + 60; i++)
    x[i] = (i * 37 % 101) - 50;
  for (int i = 0; i < ATOMS; i++)
    w[i] = (i * 13 % 29) + 0.5;
  for (int n = 0; n <= N; n += 37)
    {
      for (int k = 0; k < N; k++)
	ix[k] = k % 7 == 0 ? ATOMS - 1 : (k * 2654435761u + n) % ATOMS;
      memset (got, 0, sizeof got);
      memset (want, 0, sizeof want);
      field (x, ix, got, w, n);
      field_ref (x, ix, want, w, n);
      if (memcmp (got, want, sizeof got) != 0)
	abort ();
    }
  return 0;
}
