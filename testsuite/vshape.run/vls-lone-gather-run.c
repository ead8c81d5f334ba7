/* The lone gathers of vshape.dg/vls-lone-gather.h at -march=haswell
   -mtune=znver3 with gather instructions on, where each becomes the
   loads of its lanes (vls-lone-gather.c):
   results as without the vectorizer, over every trip count to 300,
   with indices reaching the first and last table entries, and the
   masked gather's cleared lanes pointing outside the table.  */
/* { dg-do run { target avx2_runtime } } */
/* { dg-do compile { target { ! avx2_runtime } } } */
/* { dg-additional-options "-march=haswell -mtune=znver3 -fchecking -fplugin-arg-libvshape-dump=vls" } */
/* { dg-additional-options "-mtune-ctrl=use_gather_2parts,use_gather_4parts,use_gather" { target { ! vshape_gcc11 } } } */
/* { dg-additional-options "-mtune-ctrl=use_gather" { target vshape_gcc11 } } */

#include "../vshape.dg/vls-lone-gather.h"
#include "check-equal.h"

#define N 300
#define REF __attribute__ ((noipa, optimize ("no-tree-vectorize")))

double lone_d[LONE_TABLE];
float lone_f[LONE_TABLE];
int lone_i[LONE_TABLE];

REF static void
table_doubles_ref (int n, const int *nb, double *out)
{
  for (int k = 0; k < n; k++)
    out[k] = 1.5 * lone_d[nb[k]] + (double) k;
}

REF static void
table_floats_ref (int n, const int *a, const int *b, float *out)
{
  for (int k = 0; k < n; k++)
    out[k] = lone_f[(a[k] + 3 * b[k]) & (LONE_TABLE - 1)] - 0.25f;
}

REF static void
table_ints_ref (int n, const int *nb, int *out)
{
  for (int k = 0; k < n; k++)
    {
      int v = lone_i[nb[k]];
      out[k] = (v & 1) ? v / 2 : v + k;
    }
}

REF static void
table_masked_ref (int n, const int *nb, const int *flag, double *out)
{
  for (int k = 0; k < n; k++)
    out[k] = flag[k] ? lone_d[nb[k]] * 2.0 : 0.0;
}

static int nb[N], a[N], b[N], flag[N], masked_nb[N];

int
main (void)
{
  for (int t = 0; t < LONE_TABLE; t++)
    {
      lone_d[t] = t * 0.75 - 100.0;
      lone_f[t] = (float) (t % 37) * 1.25f;
      lone_i[t] = t * 7 - 900;
    }
  unsigned s = 12345;
  for (int k = 0; k < N; k++)
    {
      s = s * 1103515245u + 12345u;
      nb[k] = k % 5 == 0 ? 0 : k % 7 == 0 ? LONE_TABLE - 1
	      : (int) ((s >> 8) % LONE_TABLE);
      a[k] = (int) ((s >> 4) % 1000);
      b[k] = (int) ((s >> 12) % 1000) - 500;
      flag[k] = (s >> 20) % 3 != 0;
      /* A cleared lane's index would read far outside the table.  */
      masked_nb[k] = flag[k] ? nb[k] : 1 << 28;
    }
  for (int n = 0; n <= N; n++)
    {
      CHECK (double, N + 1, table_doubles (n, nb, o1),
	     table_doubles_ref (n, nb, o2));
      CHECK (float, N + 1, table_floats (n, a, b, o1),
	     table_floats_ref (n, a, b, o2));
      CHECK (int, N + 1, table_ints (n, nb, o1), table_ints_ref (n, nb, o2));
      CHECK (double, N + 1, table_masked (n, masked_nb, flag, o1),
	     table_masked_ref (n, masked_nb, flag, o2));
    }
  return 0;
}

/* The lone gathers were rewritten (the checks above are of that code).  */
/* { dg-final { scan-function-lines table_doubles ";; vls: lone gather 0: rewritten" "vls" } } */
/* { dg-final { scan-function-lines table_ints ";; vls: lone gather 0: rewritten" "vls" } } */
