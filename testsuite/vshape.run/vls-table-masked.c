/* The run of vshape.dg/vls-table-masked.h's kernel, built as the
   plugin makes it (-march=skylake-avx512 -mtune=sapphirerapids
   -mprefer-vector-width=512: the masked gather a permutation of the
   table's register) and without the vectorizer, over trip counts 0 to
   100, results compared bit for bit.  Where x[k] is not positive,
   ix[k] is far outside the table: the lookup must give those lanes
   nothing, as the masked gather reads nothing for them.  */
/* { dg-do run { target avx512f_runtime } } */
/* { dg-do compile { target { ! avx512f_runtime } } } */
/* { dg-additional-options "-march=skylake-avx512 -mtune=sapphirerapids -mprefer-vector-width=512 -fchecking -fplugin-arg-libvshape-dump=vls" } */

#define KERNELS "../vshape.dg/vls-table-masked.h"
#include "kernels-twice.h"

#define N 100

double tm_d8[8];

static int ix[N];
static double x[N];

int
main (void)
{
  for (int e = 0; e < 8; e++)
    tm_d8[e] = 1.0 + e * 0.375;
  unsigned s = 2026;
  for (int k = 0; k < N; k++)
    {
      s = s * 1103515245u + 12345u;
      x[k] = k % 3 == 1 ? -0.5 * k : 0.25 * k + 0.5;
      ix[k] = x[k] > 0.0 ? (k % 5 == 0 ? 7 : (int) ((s >> 8) % 8))
			 : 1000000 + k;
    }
  for (int n = 0; n <= N; n++)
    CHECK (double, N, masked8 (n, ix, x, o1), masked8_ref (n, ix, x, o2));
  return 0;
}

/* The table was read from its register (the checks above are of that
   code).  */
/* { dg-final { scan-function-lines masked8 ";; vls: gather from the table tm_d8 \\(8 elements\\) made a permutation of 1 registers" "vls" { target { ! vshape_gcc11 } } } } */
