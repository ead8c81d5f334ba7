/* Promoted sums at a tuning that keeps chains of fused multiply-adds
   apart (--param avoid-fma-max-bits=256, as GCC 13 and later set for
   x86-64-v3, and for AMD's and some Intel tunings): GCC then leaves a
   lone chain of sums from a PHI unfused, whether it fuses one depends
   on how the sums are carried, and the promotion fuses nothing itself
   where GCC would leave a product unfused in stock's loop.  A row's dot
   product (one sum) is left to GCC and kept out of both vectorizers; an
   element loop's three sums, which GCC fuses in stock's loop, are fused
   by the promotion.  Results and flags equal the loops' without the
   vectorizer, on values that round.  */
/* { dg-do run { target avx2_runtime } } */
/* { dg-do compile { target { ! avx2_runtime } } } */
/* { dg-additional-options "-march=x86-64-v3 --param avoid-fma-max-bits=256 -fchecking -fplugin-arg-libvshape-dump=vshape" } */

#include <fenv.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define N 40
#define NEN 5
#define ELEMS 16
#define NODES 30

#define NO_VOPT __attribute__ ((noipa, optimize ("no-tree-vectorize")))
#define PLUGIN __attribute__ ((noipa))

/* y = A x, A dense: y[i] is one chain of sums.  */
#define DENSE_ROWS							\
  for (int i = 0; i < n; i++)						\
    {									\
      y[i] = 0.;							\
      for (int k = 0; k < n; k++)					\
	y[i] += a[i * n + k] * x[k];					\
    }

#define ELEMENT_ROWS							\
  for (int e = 0; e < nelems; e++)					\
    {									\
      const int *nodes = &en[nen * e];					\
      for (int p = 0; p < nen; p++)					\
	{								\
	  double *ra = &rs[3 * nodes[p]];				\
	  for (int b = 0; b < nen; b++)					\
	    {								\
	      const double *ub = &us[3 * nodes[b]];			\
	      const double *kab = &k[9 * nen * p + 3 * b];		\
	      for (int i = 0; i < 3; i++)				\
		for (int j = 0; j < 3; j++)				\
		  ra[i] += kab[3 * nen * i + j] * ub[j];		\
	    }								\
	}								\
    }

PLUGIN void dense_got (int n, const double *a, const double *x, double *y)
{ DENSE_ROWS }
NO_VOPT void dense_want (int n, const double *a, const double *x, double *y)
{ DENSE_ROWS }
PLUGIN void elements_got (int nelems, int nen, const int *en,
			  const double *k, const double *us, double *rs)
{ ELEMENT_ROWS }
NO_VOPT void elements_want (int nelems, int nen, const int *en,
			    const double *k, const double *us, double *rs)
{ ELEMENT_ROWS }

static double a[N * N], x[N], k[9 * NEN * NEN];
static double got_y[N], want_y[N];
static double got_mem[6 * NODES], want_mem[6 * NODES];
static int en[ELEMS * NEN];
static int failures;

static void
compare (const char *name, const void *got, const void *want, size_t size,
	 int fg, int fw)
{
  if (memcmp (got, want, size) != 0)
    {
      printf ("%s: results differ\n", name);
      failures++;
    }
  if (fg != fw)
    {
      printf ("%s: flags %#x, reference %#x\n", name, fg, fw);
      failures++;
    }
}

int
main (void)
{
  for (int i = 0; i < N * N; i++)
    a[i] = (double) ((i * 37) % 23 - 11) / 7.;
  for (int i = 0; i < N; i++)
    x[i] = (double) ((i * 13) % 17 - 8) / 3.;
  for (int i = 0; i < 9 * NEN * NEN; i++)
    k[i] = (double) ((i * 29) % 19 - 9) / 11.;
  for (int e = 0; e < ELEMS; e++)
    for (int p = 0; p < NEN; p++)
      en[NEN * e + p] = (e * 3 + p * (1 + e % 3)) % NODES;
  for (int m = 0; m < 6 * NODES; m++)
    got_mem[m] = want_mem[m] = (double) ((m * 31) % 13 - 6) / 9.;

  feclearexcept (FE_ALL_EXCEPT);
  dense_got (N, a, x, got_y);
  int fg = fetestexcept (FE_ALL_EXCEPT);
  feclearexcept (FE_ALL_EXCEPT);
  dense_want (N, a, x, want_y);
  int fw = fetestexcept (FE_ALL_EXCEPT);
  compare ("dense", got_y, want_y, sizeof got_y, fg, fw);

  feclearexcept (FE_ALL_EXCEPT);
  elements_got (ELEMS, NEN, en, k, got_mem, got_mem + 3 * NODES);
  fg = fetestexcept (FE_ALL_EXCEPT);
  feclearexcept (FE_ALL_EXCEPT);
  elements_want (ELEMS, NEN, en, k, want_mem, want_mem + 3 * NODES);
  fw = fetestexcept (FE_ALL_EXCEPT);
  compare ("elements", got_mem, want_mem, sizeof got_mem, fg, fw);

  fflush (stdout);
  if (failures)
    abort ();
  return 0;
}

/* { dg-final { scan-function-lines dense_got ";; promote: loop \[0-9\]+: multiply-adds left to GCC, whose tuning may keep a chain of them apart; not vectorized\n" "vshape" } } */
/* { dg-final { scan-function-lines elements_got ";; promote: loop \[0-9\]+: multiply-adds fused before the vectorizers\n" "vshape" } } */
