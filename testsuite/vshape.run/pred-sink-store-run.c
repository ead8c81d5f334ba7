/* The loops of vshape.dg/pred-sink-store.h at -march=skylake, where the
   plugin moves their arithmetic and stores after the branch, against
   the same loops built without the vectorizer: every trip count to 100,
   with the branch taken, not taken and mixed.  Where it is not taken, a
   divisor is zero and an index far outside x: no flag may be raised,
   no element read or written there.  */
/* { dg-do run { target avx2_runtime } } */
/* { dg-do compile { target { ! avx2_runtime } } } */
/* { dg-additional-options "-march=skylake -fchecking" } */

#include <fenv.h>
#include <stdlib.h>
#include "../vshape.dg/pred-sink-store.h"

#define N 100

__attribute__ ((noipa, optimize ("no-tree-vectorize"))) static void
quotient_ref (int n, const double *a, const double *b,
	      const signed char *m, double *y)
{
  for (int k = 0; k < n; k++)
    if (m[k])
      y[k] = a[k] / b[k];
}

__attribute__ ((noipa, optimize ("no-tree-vectorize"))) static void
pair_ref (int n, const double *x, const int *idx, const signed char *m,
	  double *y)
{
  for (int k = 0; k < n; k++)
    if (m[k])
      {
	int j = idx[k];
	y[k] = x[j] + 2.0 * x[j + 1];
      }
}

static double a[N], b[N], x[N + 1], y[N], r[N];
static int idx[N];
static signed char m[N];

/* Runs both loops for every trip count, with the branch taken where
   PATTERN says, and checks results, untouched elements and flags.  */
static void
check (int pattern)
{
  for (int i = 0; i < N; i++)
    {
      m[i] = pattern == 0 ? 0 : pattern == 1 ? 1 : (i * 7 + pattern) % 3 != 0;
      a[i] = i - 40.5;
      b[i] = m[i] ? (i % 9) - 4.5 : 0.0;
      idx[i] = m[i] ? (i * 13) % N : 1 << 30;
    }
  for (int n = 0; n <= N; n++)
    {
      for (int i = 0; i < N; i++)
	y[i] = r[i] = -1.0 - i;
      feclearexcept (FE_ALL_EXCEPT);
      guarded_quotient (n, a, b, m, y);
      if (fetestexcept (FE_ALL_EXCEPT & ~FE_INEXACT))
	abort ();
      quotient_ref (n, a, b, m, r);
      for (int i = 0; i < N; i++)
	if (y[i] != r[i])
	  abort ();
      for (int i = 0; i < N; i++)
	y[i] = r[i] = -1.0 - i;
      feclearexcept (FE_ALL_EXCEPT);
      masked_pair (n, x, idx, m, y);
      if (fetestexcept (FE_ALL_EXCEPT))
	abort ();
      pair_ref (n, x, idx, m, r);
      for (int i = 0; i < N; i++)
	if (y[i] != r[i])
	  abort ();
    }
}

int
main (void)
{
  for (int i = 0; i <= N; i++)
    x[i] = i * 0.25 - 3.0;
  for (int pattern = 0; pattern < 5; pattern++)
    check (pattern);
  return 0;
}
