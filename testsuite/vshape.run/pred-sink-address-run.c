/* The loop of vshape.dg/pred-sink-address.c, whose branch reads a table
   at an index the branch converts, at -march=haswell and against the
   same loop built without the vectorizer: every trip count to 100, with
   the branch taken, not taken and mixed.  The plugin used to leave the
   read before its address there (wrong code under GCC 16, a crash of
   GCC 12).  */
/* { dg-do run { target avx2_runtime } } */
/* { dg-do compile { target { ! avx2_runtime } } } */
/* { dg-additional-options "-march=haswell -fchecking" } */

#include <stdlib.h>
#include "../vshape.dg/pred-sink-address.c"

#define N 100

__attribute__ ((noipa, optimize ("no-tree-vectorize"))) static void
cell_energy_ref (int n, const double *p, const double *f, double *e)
{
  for (int k = 0; k < n; k++)
    {
      double x = p[2 * k], q = p[2 * k + 1];
      double r2 = x * x + q * q;
      double r = 0.0;
      if (r2 < 100.0)
	{
	  int cell = (int) (x * 0.5 + 8.0) & 15;
	  r = q * f[cell] * (100.0 - r2);
	}
      e[k] = r;
    }
}

static double p[2 * N], f[16], e[N], r[N];

int
main (void)
{
  for (int c = 0; c < 16; c++)
    f[c] = c - 7.5;
  for (int i = 0; i < N; i++)
    {
      /* Inside the cutoff for some, far outside (x 1e300: its
	 conversion would be invalid) for others.  */
      p[2 * i] = i % 3 == 0 ? 1e300 : (i % 17) - 8.0;
      p[2 * i + 1] = (i % 5) - 2.0;
    }
  for (int n = 0; n <= N; n++)
    {
      cell_energy (n, p, f, e);
      cell_energy_ref (n, p, f, r);
      for (int k = 0; k < n; k++)
	if (e[k] != r[k])
	  abort ();
    }
  return 0;
}
