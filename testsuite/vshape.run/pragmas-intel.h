/* The loops of Intel's pragmas, honoured under pragmas=intel, and the
   same loops without the vectorizer; main checks that each result
   equals, bit for bit, its reference.  The floating-point sum adds
   values that round, so that a sum in another order than the program's
   would differ: the plugin keeps the program's order.  */

#include <stdlib.h>
#include <string.h>

#define N 1003

struct pt { double x, y; };

static struct pt p[N];
static int map[N];
static double a[N], got_d[N], want_d[N];
static int ai[N], got_i[N], want_i[N];
static char bytes[5 * N];
static short got_s[3 * N], want_s[3 * N];

#define GATHER_PAIR							\
  for (int k = 0; k < n; k++)						\
    out[k] = p[map[k]].x * p[map[k]].y;

#define SUM_STORE							\
  for (int k = 0; k < n; k++)						\
    {									\
      double v = a[map[k]];						\
      out[k] = v;							\
      s += v;								\
    }

#define INT_SUM								\
  for (int k = 0; k < n; k++)						\
    {									\
      int v = ai[map[k]];						\
      out[k] = v;							\
      s += v;								\
    }

#define STRIDED								\
  for (int k = 0; k < n; k++)						\
    out[3 * k] = bytes[5 * k];

#define NO_VOPT __attribute__ ((noipa, optimize ("no-tree-vectorize")))

__attribute__ ((noipa)) void
pair_ivdep (double *out, int n)
{
#pragma ivdep
  GATHER_PAIR
}

NO_VOPT void
pair_ref (double *out, int n)
{
  GATHER_PAIR
}

__attribute__ ((noipa)) double
sum_simd (double *out, int n)
{
  double s = 0.0;
#pragma simd reduction(+:s)
  SUM_STORE
  return s;
}

NO_VOPT double
sum_ref (double *out, int n)
{
  double s = 0.0;
  SUM_STORE
  return s;
}

__attribute__ ((noipa)) int
int_sum_simd (int *out, int n)
{
  int s = 0;
#pragma simd reduction(+:s) vectorlength(4)
  INT_SUM
  return s;
}

NO_VOPT int
int_sum_ref (int *out, int n)
{
  int s = 0;
  INT_SUM
  return s;
}

__attribute__ ((noipa)) void
strided_always (short *out, int n)
{
#pragma vector always
  STRIDED
}

NO_VOPT void
strided_ref (short *out, int n)
{
  STRIDED
}

int
main (void)
{
  for (int k = 0; k < N; k++)
    {
      p[k].x = 0.1 * k;
      p[k].y = 1.0 / (k + 1);
      a[k] = 0.1 * (k % 37) + 1e-3 * k;
      ai[k] = k * 7 - 3000;
      map[k] = (k * 389) % N;
    }
  for (int k = 0; k < 5 * N; k++)
    bytes[k] = (char) (k * 13);
  for (int n = 0; n <= N; n += n < 40 ? 1 : 97)
    {
      pair_ivdep (got_d, n);
      pair_ref (want_d, n);
      if (memcmp (got_d, want_d, n * sizeof (double)))
	abort ();
      double s1 = sum_simd (got_d, n), s2 = sum_ref (want_d, n);
      if (memcmp (&s1, &s2, sizeof s1)
	  || memcmp (got_d, want_d, n * sizeof (double)))
	abort ();
      if (int_sum_simd (got_i, n) != int_sum_ref (want_i, n)
	  || memcmp (got_i, want_i, n * sizeof (int)))
	abort ();
      strided_always (got_s, n);
      strided_ref (want_s, n);
      if (memcmp (got_s, want_s, 3 * n * sizeof (short)))
	abort ();
    }
  return 0;
}
