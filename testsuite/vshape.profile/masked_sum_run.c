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
   the reduction's additions gives the same bits.  A second loop divides
   by the table's entry.  */

#include <fenv.h>
#include <stdio.h>
#include <stdlib.h>
#include "guard_page.h"

#define NEAR 200
#define FAR 56
#define POINTS (NEAR + FAR)

/* The loop, summing TERM over the points within the cutoff.  */
#define GUARDED_SUM_LOOP(TERM)				\
  for (int k = 0; k < n; k++)				\
    {							\
      int j = list[k];					\
      double r = x[j];					\
      if (r < cut)					\
	s += TERM;					\
    }

/* NAME, the loop under omp simd, and NAME_ref, the same loop built
   without the vectorizer.  */
#define GUARDED_SUM_FUNCTIONS(NAME, TERM)				\
  __attribute__ ((noipa)) double					\
  NAME (int n, const int *list, const double *x, const int *type,	\
	const double *table, const double *w, double cut)		\
  {									\
    double s = 0.0;							\
    _Pragma ("omp simd reduction(+:s)")					\
    GUARDED_SUM_LOOP (TERM)						\
    return s;								\
  }									\
  __attribute__ ((noipa, optimize ("no-tree-vectorize"))) double	\
  NAME##_ref (int n, const int *list, const double *x, const int *type, \
	      const double *table, const double *w, double cut)	\
  {									\
    double s = 0.0;							\
    GUARDED_SUM_LOOP (TERM)						\
    return s;								\
  }

GUARDED_SUM_FUNCTIONS (masked_sum, w[k] / (r * r) * table[type[j]])

/* The same with the table's entry as the divisor: where the tuning
   gathers, the masked gather gives the lanes outside the cutoff the
   slot's 1.0 (vls_gather_merge.cc), and with zeros there they would
   divide by zero.  */
GUARDED_SUM_FUNCTIONS (masked_quotient, w[k] / table[type[j]])

typedef double sum_function (int, const int *, const double *, const int *,
			     const double *, const double *, double);

static double x[POINTS], w[POINTS];
static int list[POINTS];

/* Aborts unless SIMD and REF give the same sum and raise the same
   exceptions on the first N points.  */
static void
check (const char *name, sum_function *simd, sum_function *ref, int n,
       const int *type, const double *table)
{
  feclearexcept (FE_ALL_EXCEPT);
  double want = ref (n, list, x, type, table, w, 4.0);
  int want_flags = fetestexcept (FE_ALL_EXCEPT & ~FE_INEXACT);
  feclearexcept (FE_ALL_EXCEPT);
  double got = simd (n, list, x, type, table, w, 4.0);
  int got_flags = fetestexcept (FE_ALL_EXCEPT & ~FE_INEXACT);
  if (got != want || got_flags != want_flags)
    {
      fprintf (stderr, "%s, n %d: %a, flags %#x; not %a, flags %#x\n", name,
	       n, got, got_flags, want, want_flags);
      abort ();
    }
}

int
main (void)
{
  int *type = (int *) before_guard (NEAR * sizeof (int));
  static const double table[4] = { 1, 3, 5, 7 };
  static const double divisors[4] = { 1, 2, 4, 8 };
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
      check ("sum", masked_sum, masked_sum_ref, n, type, table);
      check ("quotient", masked_quotient, masked_quotient_ref, n, type,
	     divisors);
    }
  return 0;
}
