/* Undoing sweeps in a loop that stays scalar (a private of 5 floats:
   an update whose value is computed once, from a swept read, and a read
   after it).  The undo of the store's sweep must store that value as
   it is: an earlier version rebuilt it with the element's old value put
   in for every use of element 0's value, a wrong result (fuzz seed
   4017).  Checked against the same loop without the private.  */
/* { dg-do run { target avx2_runtime } } */
/* { dg-do compile { target { ! avx2_runtime } } } */
/* { dg-additional-options "-march=haswell -fopenmp-simd -fchecking -fplugin-arg-libvshape-dump=vshape,vls" } */

#include <stdlib.h>

#define N 100

static long x[N + 16];
static int idx0[N], idx2[N];
static long idx1[N];
static float got[N], want[N];

__attribute__ ((noipa)) void
k1 (float *restrict y, int n)
{
  float a[5];
#pragma omp simd private(a)
  for (int k = 0; k < n; k++)
    {
      int j0 = idx0[k];
      long j1 = idx1[k];
      unsigned j2 = idx2[k];
      a[0] = (float) x[j0 + 2];
      a[1] = (float) (a[0] * 3 + ((float) x[j1 + 2] - (float) x[j1 + 1]));
      a[2] = (float) x[j2];
      a[3] = (float) x[j0 + 3];
      a[4] = (float) x[j1];
      a[(unsigned) j2 % 5u] += (float) (k * 4 + 4);
      y[k] = (float) (a[2] + a[k % 5]);
    }
}

__attribute__ ((noipa, optimize ("no-tree-vectorize"))) void
k1_ref (float *restrict y, int n)
{
  for (int k = 0; k < n; k++)
    {
      float a[5];
      int j0 = idx0[k];
      long j1 = idx1[k];
      unsigned j2 = idx2[k];
      a[0] = (float) x[j0 + 2];
      a[1] = (float) (a[0] * 3 + ((float) x[j1 + 2] - (float) x[j1 + 1]));
      a[2] = (float) x[j2];
      a[3] = (float) x[j0 + 3];
      a[4] = (float) x[j1];
      a[(unsigned) j2 % 5u] += (float) (k * 4 + 4);
      y[k] = (float) (a[2] + a[k % 5]);
    }
}

int
main (void)
{
  for (int i = 0; i < N + 16; i++)
    x[i] = (i * 7) % 13 - 6;
  for (int k = 0; k < N; k++)
    {
      idx0[k] = (k * 5) % 11;
      idx1[k] = (k * 3) % 9;
      idx2[k] = (k * 11) % 16;
    }
  k1 (got, N);
  k1_ref (want, N);
  for (int k = 0; k < N; k++)
    if (got[k] != want[k])
      abort ();
  return 0;
}

/* { dg-final { scan-function-dump k1 ";; soa: a: 1 data-dependent writes \\(0 updates\\) over 5 elements: sweep \[0-9\]+: swept" "vshape" } } */
/* { dg-final { scan-function-dump k1 ";; soa: a: 3 sweeps undone: loop not vectorized" "vls" } } */
