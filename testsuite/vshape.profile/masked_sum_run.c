/* A guarded sum over a neighbour list whose branch reads j's type and a
   table through it, after a division: predication moves the branch's
   work before it with its three reads (w[k], type[j], table[type[j]])
   redirected, and where the tuning gathers they become masked loads
   after if-conversion.  Run against the same loop built without the
   vectorizer, for every trip count: the type entries of the points
   outside the cutoff lie on a page no one may read, so a gather that
   read an inactive lane would fault; those points are so far away that
   a lane outside the cutoff dividing by them would raise nothing, but
   multiplying their squares would overflow, which the scalar loop never
   does.  The values are whole numbers and powers of two: any order of
   the reduction's additions gives the same bits.  */

#include <fenv.h>
#include <stdio.h>
#include <stdlib.h>
#include "guard_page.h"

#define NEAR 200
#define FAR 56
#define POINTS (NEAR + FAR)

#define MASKED_SUM_LOOP					\
  for (int k = 0; k < n; k++)				\
    {							\
      int j = list[k];					\
      double r = x[j];					\
      if (r < cut)					\
	s += w[k] / (r * r) * table[type[j]];		\
    }

__attribute__ ((noipa)) double
masked_sum (int n, const int *list, const double *x, const int *type,
	    const double *table, const double *w, double cut)
{
  double s = 0.0;
#pragma omp simd reduction(+:s)
  MASKED_SUM_LOOP
  return s;
}

__attribute__ ((noipa, optimize ("no-tree-vectorize"))) double
masked_sum_ref (int n, const int *list, const double *x, const int *type,
		const double *table, const double *w, double cut)
{
  double s = 0.0;
  MASKED_SUM_LOOP
  return s;
}

static double x[POINTS], w[POINTS];
static int list[POINTS];

int
main (void)
{
  int *type = (int *) before_guard (NEAR * sizeof (int));
  static const double table[4] = { 1, 3, 5, 7 };
  for (int p = 0; p < POINTS; p++)
    {
      x[p] = p < NEAR ? (double) (1 << (p % 3)) * 0.5 : 1e200;
      w[p] = (double) (p % 17);
      list[p] = (p * 37) % POINTS;
    }
  for (int p = 0; p < NEAR; p++)
    type[p] = p % 4;
  for (int n = 0; n <= POINTS; n++)
    {
      feclearexcept (FE_ALL_EXCEPT);
      double want = masked_sum_ref (n, list, x, type, table, w, 4.0);
      int want_flags = fetestexcept (FE_ALL_EXCEPT & ~FE_INEXACT);
      feclearexcept (FE_ALL_EXCEPT);
      double got = masked_sum (n, list, x, type, table, w, 4.0);
      int got_flags = fetestexcept (FE_ALL_EXCEPT & ~FE_INEXACT);
      if (got != want || got_flags != want_flags)
	{
	  fprintf (stderr, "n %d: %a, flags %#x; not %a, flags %#x\n", n, got,
		   got_flags, want, want_flags);
	  abort ();
	}
    }
  return 0;
}
