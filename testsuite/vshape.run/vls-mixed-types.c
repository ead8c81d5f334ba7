/* The mixed float and int group of vshape.dg/vls-mixed-types.c, run:
   the results equal the loop's without the vectorizer.  */
/* { dg-do run { target avx2_runtime } } */
/* { dg-do compile { target { ! avx2_runtime } } } */
/* { dg-additional-options "-march=haswell -fchecking -fplugin-arg-libvshape-vls=force" } */

#include <stdlib.h>

#define N 203

struct fi { float f; int i; };

static struct fi x[64];
static long idx[N];
static short got[N], want[N];

#define BODY								\
  for (int k = 0; k < n; k++)						\
    {									\
      long j = idx[k];							\
      y[k] = (short) ((unsigned) x[j].f + (unsigned) x[j].i);		\
    }

__attribute__ ((noipa)) void
mixed (short *restrict y, int n)
{
  BODY
}

__attribute__ ((noipa, optimize ("no-tree-vectorize"))) void
mixed_ref (short *restrict y, int n)
{
  BODY
}

int
main (void)
{
  for (int i = 0; i < 64; i++)
    {
      x[i].f = (float) (i * 3 % 17);
      x[i].i = i * 5 - 40;
    }
  for (int k = 0; k < N; k++)
    idx[k] = (k * 7) % 64;
  for (int n = 0; n <= N; n++)
    {
      mixed (got, n);
      mixed_ref (want, n);
      for (int k = 0; k < n; k++)
	if (got[k] != want[k])
	  abort ();
    }
  return 0;
}
