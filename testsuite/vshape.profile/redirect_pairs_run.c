/* The half-list loop of redirect_run.c in two dimensions: f[j][0..1]
   is a pair, whose redirected writes vls stores as one 16-byte store
   per lane (lanes that are the loop's iterations, in order; nothing
   proves the pointers a multiple of the block).  Run against the same
   loop built without the vectorizer, for every trip count: the forces
   on j to the bit, the floating-point flags, and no access to the
   force of an atom outside the cutoff, which lies on a page no one may
   touch.  */

#include <fenv.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include "guard_page.h"

#define PAIR_FORCES(NAME, SIMD, ...)					\
  __attribute__ ((__VA_ARGS__)) void					\
  NAME (int n, const int *list, const double (*x)[2], double (*f)[2],	\
	double cutsq, const double *xi, double *fi)			\
  {									\
    double fx = 0.0, fy = 0.0;						\
    SIMD								\
    for (int k = 0; k < n; k++)						\
      {									\
	int j = list[k];						\
	double dx = xi[0] - x[j][0];					\
	double dy = xi[1] - x[j][1];					\
	double r2 = dx * dx + dy * dy;					\
	if (r2 < cutsq)							\
	  {								\
	    double force = 1.0 / r2;					\
	    fx += dx * force;						\
	    fy += dy * force;						\
	    f[j][0] -= dx * force;					\
	    f[j][1] -= dy * force;					\
	  }								\
      }									\
    fi[0] += fx;							\
    fi[1] += fy;							\
  }

PAIR_FORCES (pair_forces, _Pragma ("omp simd reduction(+:fx, fy)"), noipa)
PAIR_FORCES (pair_forces_ref, , noipa, optimize ("no-tree-vectorize"))

#define NEAR 200
#define FAR 64
#define ATOMS (NEAR + FAR)

static double x[ATOMS][2];
static int list[ATOMS];

int
main (void)
{
  double (*f)[2] = (double (*)[2]) before_guard (NEAR * sizeof *f);
  double (*r)[2] = (double (*)[2]) malloc (ATOMS * sizeof *r);
  for (int a = 0; a < ATOMS; a++)
    {
      double s = a < NEAR ? 0.01 * (a % 97) + 0.3 : 1e200;
      x[a][0] = s;
      x[a][1] = a < NEAR ? 0.25 * (a % 5) : -s;
      list[a] = (a * 37) % ATOMS;
    }
  const double xi[2] = { 0.1, -0.3 };
  for (int n = 0; n <= ATOMS; n++)
    {
      for (int a = 0; a < NEAR; a++)
	for (int c = 0; c < 2; c++)
	  f[a][c] = r[a][c] = a + 0.125 * c;
      double fi[2] = { 1, 2 }, ri[2] = { 1, 2 };
      feclearexcept (FE_ALL_EXCEPT);
      pair_forces_ref (n, list, x, r, 1.5, xi, ri);
      int want = fetestexcept (FE_ALL_EXCEPT & ~FE_INEXACT);
      feclearexcept (FE_ALL_EXCEPT);
      pair_forces (n, list, x, f, 1.5, xi, fi);
      int got = fetestexcept (FE_ALL_EXCEPT & ~FE_INEXACT);
      if (got != want)
	{
	  fprintf (stderr, "n %d: flags %#x, not %#x\n", n, got, want);
	  abort ();
	}
      for (int a = 0; a < NEAR; a++)
	for (int c = 0; c < 2; c++)
	  if (f[a][c] != r[a][c])
	    {
	      fprintf (stderr, "n %d: f[%d][%d] %a, not %a\n", n, a, c,
		       f[a][c], r[a][c]);
	      abort ();
	    }
      for (int c = 0; c < 2; c++)
	if (fabs (fi[c] - ri[c]) > 1e-9 * (1 + fabs (ri[c])))
	  {
	    fprintf (stderr, "n %d: fi[%d] %g, not %g\n", n, c, fi[c], ri[c]);
	    abort ();
	  }
    }
  return 0;
}
