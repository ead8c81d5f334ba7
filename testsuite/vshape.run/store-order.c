/* The run of vshape.dg/store-order.h's kernel as the plugin makes it
   (-march=skylake-avx512 -mtune=sapphirerapids
   -mprefer-vector-width=512: the table in two registers, the stores in
   ascending address order) and without the vectorizer, over trip
   counts 0 to 100 and every alignment of the output to 64 bytes,
   results compared bit for bit, the elements around the output
   untouched.  */
/* { dg-do run { target avx512f_runtime } } */
/* { dg-do compile { target { ! avx512f_runtime } } } */
/* { dg-additional-options "-march=skylake-avx512 -mtune=sapphirerapids -mprefer-vector-width=512 -fchecking -fplugin-arg-libvshape-dump=store-order" } */

#define KERNELS "../vshape.dg/store-order.h"
#include "kernels-twice.h"

#define N 100
#define PAD 8

const double tr2f[16] = { 0.5, 1.5, 2.5, 3.5, 4.5, 5.5, 6.5, 7.5, 8.5,
			  9.5, 10.5, 11.5, 12.5, 13.5, 14.5, 15.5 };

static int ix[N];
static double x[N];
static double o1[N + 2 * PAD] __attribute__ ((aligned (64)));
static double o2[N + 2 * PAD] __attribute__ ((aligned (64)));

int
main (void)
{
  unsigned s = 2026;
  for (int k = 0; k < N; k++)
    {
      s = s * 1103515245u + 12345u;
      ix[k] = (s >> 8) % 4;
      x[k] = 0.25 * k - 3.0;
    }
  for (int off = 0; off < PAD; off++)
    for (int n = 0; n <= N; n++)
      for (int r = 0; r < 4; r++)
	{
	  for (int k = 0; k < N + 2 * PAD; k++)
	    o1[k] = o2[k] = -1.0 - k;
	  row_scaled (n, r, ix, x, o1 + off);
	  row_scaled_ref (n, r, ix, x, o2 + off);
	  if (memcmp (o1, o2, sizeof o1))
	    abort ();
	}
  return 0;
}

/* The loop's stores were put in order (the checks above are of that
   code).  */
/* { dg-final { scan-rtl-dump "vector stores \\(insns \[0-9\]+@32 \[0-9\]+@0\\): put in ascending address order" "store-order" } } */
