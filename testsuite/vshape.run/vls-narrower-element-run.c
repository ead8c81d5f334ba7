/* The kernels of vls-narrower-element.h at -march=x86-64-v3, where the
   vls pass takes their gathers' lane offsets from the int elements of
   the index vectors, against the same loops built without the
   vectorizer: every trip count to 300, indices reaching each table's
   first and last entries (negative doubles converted too: the mask
   keeps their indices in the table).  */
/* { dg-do run { target avx2_runtime } } */
/* { dg-do compile { target { ! avx2_runtime } } } */
/* { dg-additional-options "-march=x86-64-v3 -fno-math-errno -fchecking" } */

#include <stdlib.h>
#include "../vshape.dg/vls-narrower-element.h"

#define N 300

#define REF __attribute__ ((noipa, optimize ("no-tree-vectorize")))

REF static void
converted_index_ref (int n, const double *x, const double *w, double *o)
{
  for (int k = 0; k < n; k++)
    o[k] = w[k] / nl_scale[(int) x[k] & 63];
}

REF static void
summed_index_ref (int n, const int *a, const int *b, const double *w,
		  double *o)
{
  for (int k = 0; k < n; k++)
    o[k] = w[k] * nl_table[a[k] + b[k]];
}

REF static void
hashed_index_ref (int n, const double *x, const double *w, double *o)
{
  for (int k = 0; k < n; k++)
    o[k] = w[k] - nl_scale[((int) x[k] * 5 + 3) & 63];
}

REF static void
shifted_index_ref (int n, const double *x, const double *w, double *o)
{
  for (int k = 0; k < n; k++)
    o[k] = w[k] - nl_scale[(((int) x[k] * 5 + 3) >> 1) & 63];
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
  static double x[N], w[N], got[N], want[N];
  static int a[N], b[N];
  for (int i = 0; i < 64; i++)
    nl_scale[i] = 1.0 + 0.5 * i;
  for (int i = 0; i < 512; i++)
    nl_table[i] = i * 0.25 - 40.0;
  for (int k = 0; k < N; k++)
    {
      x[k] = (k * 37 % 200) * 0.75 - 60.0;
      w[k] = k * 1.5 - 9.0;
      a[k] = (k * 613 + 5) % 256;
      b[k] = (k * 389 + 11) % 256;
    }
  a[0] = b[0] = 0;
  a[N - 1] = b[N - 1] = 255;
  x[1] = 63.0;
  for (int n = 0; n <= N; n += 1 + n / 9)
    {
      converted_index (n, x, w, got);
      converted_index_ref (n, x, w, want);
      check (got, want, n);
      summed_index (n, a, b, w, got);
      summed_index_ref (n, a, b, w, want);
      check (got, want, n);
      hashed_index (n, x, w, got);
      hashed_index_ref (n, x, w, want);
      check (got, want, n);
      shifted_index (n, x, w, got);
      shifted_index_ref (n, x, w, want);
      check (got, want, n);
    }
  return 0;
}
