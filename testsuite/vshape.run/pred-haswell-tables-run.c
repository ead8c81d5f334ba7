/* The loop of vshape.dg/pred-haswell-tables.c at -march=haswell, where
   it is predicated and vectorized with its lone gathers as lane loads:
   results as without the vectorizer, every trip count to 200, points
   on both sides of the cutoff, indices reaching the tables' ends.  */
/* { dg-do run { target avx2_runtime } } */
/* { dg-do compile { target { ! avx2_runtime } } } */
/* { dg-additional-options "-march=haswell -fopenmp-simd -fchecking" } */

#include <stdlib.h>
#include <string.h>
#include "../vshape.dg/pred-haswell-tables.h"

#define POINTS 4096
#define N 200

__attribute__ ((noipa, optimize ("no-tree-vectorize"))) static void
field_ref (const double *restrict xs, const int *restrict ixs,
	   const double *restrict ws, const double *restrict wts,
	   const double *restrict sc, double *restrict o, int n)
{
  PRED_HASWELL_TABLES_LOOP
}

static double xs[3 * POINTS], ws[N], wts[1024], sc[64];
static int ixs[N];

int
main (void)
{
  unsigned s = 99;
  for (int i = 0; i < 3 * POINTS; i++)
    {
      s = s * 1103515245u + 12345u;
      xs[i] = (double) ((s >> 10) % 16);
    }
  for (int k = 0; k < N; k++)
    {
      s = s * 1103515245u + 12345u;
      ws[k] = (double) ((s >> 8) % 100);
      ixs[k] = k % 9 == 0 ? POINTS - 1 : k % 11 == 0 ? 0
	       : (int) ((s >> 12) % POINTS);
    }
  for (int t = 0; t < 1024; t++)
    wts[t] = (double) (t % 32) * 0.5;
  for (int t = 0; t < 64; t++)
    sc[t] = (double) (1 << (t % 11));
  for (int n = 0; n <= N; n++)
    {
      double o1[3 * N + 1], o2[3 * N + 1];
      memset (o1, 0, sizeof o1);
      memset (o2, 0, sizeof o2);
      field (xs, ixs, ws, wts, sc, o1, n);
      field_ref (xs, ixs, ws, wts, sc, o2, n);
      if (memcmp (o1, o2, sizeof o1))
	abort ();
    }
  return 0;
}
