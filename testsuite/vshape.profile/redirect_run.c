/* Runs the half-list loop of vshape.dg/pred-redirect.h against the same
   loop built without the vectorizer, for every trip count, on atoms
   inside and outside the cutoff.  The force array of the atoms never
   inside it, and the table entry of their type, lie on a page no one
   may read or write: the redirected accesses must leave them alone.
   Those atoms are so far away that their squared distance overflows:
   a lane outside the cutoff multiplying an infinite distance would
   raise "invalid", which the scalar loop never does.  The forces on j
   must match to the bit (each j is updated once); i's sums are
   reassociated by the omp simd reduction, as the pragma allows.  */

#include <fenv.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include "guard_page.h"
#include "../vshape.dg/pred-redirect.h"
#undef HALF_FORCES
#undef HALF_FORCES_SIMD
#undef HALF_FORCES_ATTR
#define HALF_FORCES half_forces_ref
#define HALF_FORCES_SIMD
#define HALF_FORCES_ATTR noipa, optimize ("no-tree-vectorize")
#include "../vshape.dg/pred-redirect.h"

#define NEAR 200
#define FAR 64
#define ATOMS (NEAR + FAR)
#define FAR_TYPE 100

static double x[ATOMS][3];
static int list[ATOMS], type[ATOMS];

int
main (void)
{
  double (*f)[3] = (double (*)[3]) before_guard (NEAR * sizeof *f);
  double (*r)[3] = (double (*)[3]) malloc (ATOMS * sizeof *r);
  double *table = (double *) before_guard (4 * sizeof (double));
  for (int t = 0; t < 4; t++)
    table[t] = 0.5 + t;
  for (int a = 0; a < ATOMS; a++)
    {
      double s = a < NEAR ? 0.01 * (a % 97) + 0.3 : 1e200;
      x[a][0] = s;
      x[a][1] = -0.5 * s;
      x[a][2] = a < NEAR ? 0.25 * (a % 5) : s;
      type[a] = a < NEAR ? a % 4 : FAR_TYPE;
      list[a] = (a * 37) % ATOMS;
    }
  const double xi[3] = { 0.1, 0.2, -0.3 };
  for (int n = 0; n <= ATOMS; n++)
    {
      for (int a = 0; a < NEAR; a++)
	for (int c = 0; c < 3; c++)
	  f[a][c] = r[a][c] = a + 0.125 * c;
      double fi[3] = { 1, 2, 3 }, ri[3] = { 1, 2, 3 };
      feclearexcept (FE_ALL_EXCEPT);
      half_forces_ref (n, list, x, r, type, table, 1.5, xi, ri);
      int want = fetestexcept (FE_ALL_EXCEPT & ~FE_INEXACT);
      feclearexcept (FE_ALL_EXCEPT);
      half_forces (n, list, x, f, type, table, 1.5, xi, fi);
      int got = fetestexcept (FE_ALL_EXCEPT & ~FE_INEXACT);
      if (got != want)
	{
	  fprintf (stderr, "n %d: flags %#x, not %#x\n", n, got, want);
	  abort ();
	}
      for (int a = 0; a < NEAR; a++)
	for (int c = 0; c < 3; c++)
	  if (f[a][c] != r[a][c])
	    {
	      fprintf (stderr, "n %d: f[%d][%d] %a, not %a\n", n, a, c, f[a][c],
		      r[a][c]);
	      abort ();
	    }
      for (int c = 0; c < 3; c++)
	if (fabs (fi[c] - ri[c]) > 1e-9 * (1 + fabs (ri[c])))
	  {
	    fprintf (stderr, "n %d: fi[%d] %g, not %g\n", n, c, fi[c], ri[c]);
	    abort ();
	  }
    }
  return 0;
}
