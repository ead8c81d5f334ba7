/* The loops of vls-scalar-lanes.h against the same loops built without
   the vectorizer, over every trip count to 300, indices reaching the
   first and last entries, and store_between with its output array the
   index array itself (the lanes must read the indices as they were
   before the loop overwrote them) and apart from it.  Included by the
   vls-scalar-lanes-run*.c tests, each at its own -march.  */

#include <stdlib.h>
#include <string.h>
#include "../vshape.dg/vls-scalar-lanes.h"

#define N 300

#define REF __attribute__ ((noipa, optimize ("no-tree-vectorize")))

REF static void
long_coords_ref (int n, const long *lb, double *out)
{
  for (int k = 0; k < n; k++)
    {
      long j = lb[k];
      out[k] = flat[4 * j] * 3.0 - flat[4 * j + 1] + flat[4 * j + 2];
    }
}

REF static void
int_fields_ref (int n, const int *nb, double *out)
{
  for (int k = 0; k < n; k++)
    {
      int j = nb[k];
      out[k] = atoms[j].x - 2.0 * atoms[j].z;
    }
}

REF static void
type_tables_ref (int n, int ti, const int *nb, const int *types,
		 double *out)
{
  for (int k = 0; k < n; k++)
    {
      int t = ti + types[nb[k]];
      out[k] = eps[t] * (double) k - sig[t];
    }
}

REF static void
store_between_ref (int n, const int *nb, int *w, double *out)
{
  for (int k = 0; k < n; k++)
    {
      int j = nb[k];
      w[k] = (j + k) & 1023;
      out[k] = atoms[j].y;
    }
}

static void
check (const double *got, const double *want, int n)
{
  for (int k = 0; k < n; k++)
    if (got[k] != want[k])
      abort ();
}

int
main (void)
{
  static long lb[N];
  static int nb[N], types[1024], w1[N], w2[N];
  static double got[N], want[N];
  for (int i = 0; i < 64; i++)
    {
      eps[i] = 0.5 + 0.25 * i;
      sig[i] = 1.0 + 0.125 * (i % 5);
    }
  for (int i = 0; i < 1024; i++)
    {
      atoms[i].x = i * 1.5;
      atoms[i].y = i - 300.0;
      atoms[i].z = i * 0.25 - 7.0;
      atoms[i].w = -1.0;
      types[i] = (i * 7) % 8;
    }
  for (int i = 0; i < 4096; i++)
    flat[i] = i * 0.5 - 100.0;
  for (int i = 0; i < N; i++)
    {
      nb[i] = (i * 613 + 5) % 1024;
      lb[i] = (i * 389 + 11) % 1024;
    }
  nb[0] = 0, nb[N - 1] = 1023;
  lb[0] = 1023, lb[N - 1] = 0;
  for (int n = 0; n <= N; n += 1 + n / 9)
    {
      long_coords (n, lb, got);
      long_coords_ref (n, lb, want);
      check (got, want, n);
      int_fields (n, nb, got);
      int_fields_ref (n, nb, want);
      check (got, want, n);
      for (int ti = 0; ti < 64; ti += 8)
	{
	  type_tables (n, ti, nb, types, got);
	  type_tables_ref (n, ti, nb, types, want);
	  check (got, want, n);
	}
      /* Apart, then W the index array itself.  */
      store_between (n, nb, w1, got);
      store_between_ref (n, nb, w2, want);
      check (got, want, n);
      if (memcmp (w1, w2, sizeof (int) * n) != 0)
	abort ();
      memcpy (w1, nb, sizeof nb);
      memcpy (w2, nb, sizeof nb);
      store_between (n, w1, w1, got);
      store_between_ref (n, w2, w2, want);
      check (got, want, n);
      if (memcmp (w1, w2, sizeof (int) * n) != 0)
	abort ();
    }
  return 0;
}
