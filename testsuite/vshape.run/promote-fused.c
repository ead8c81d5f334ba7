/* Promoted sums where GCC fuses products into sums (-ffp-contract=fast,
   the default, at -march=haswell, whose tuning keeps no chain of fused
   multiply-adds apart): the promoted loop's sums must round as stock's
   scalar loop's do, one rounding per fused multiply-add, even where the
   basic-block vectorizer packs some of them.  Each kernel is built twice,
   as the plugin makes it (GOT) and without the vectorizer (WANT, the
   reference); main compares results bit for bit, on values that round,
   and the floating-point flags raised.  A location stored with a product
   is kept in memory: GCC fuses a product only where every use is a sum,
   and without the store the product y[i] first holds would be fused
   into the sum that follows, which stock's loop rounds apart.  */
/* { dg-do run { target avx2_runtime } } */
/* { dg-do compile { target { ! avx2_runtime } } } */
/* { dg-additional-options "-march=haswell -fchecking -fplugin-arg-libvshape-dump=vshape" } */

#include <fenv.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define ROWS 48
#define PER 4
#define MEM (9 * ROWS * PER + 3 * ROWS + 3 * ROWS)

#define NO_VOPT __attribute__ ((noipa, optimize ("no-tree-vectorize")))
#define PLUGIN __attribute__ ((noipa))

/* y = A x for 3 x 3 blocks, as dune-istl's BCRSMatrix::mv: the row's
   three sums stored after every product in stock's loop.  */
#define BLOCK_ROWS							\
  for (int i = 0; i < n; i++)						\
    {									\
      for (int r = 0; r < 3; r++)					\
	y[3 * i + r] = 0.;						\
      for (int b = rp[i]; b < rp[i + 1]; b++)				\
	{								\
	  const double *xj = &x[3 * cs[b]];				\
	  for (int r = 0; r < 3; r++)					\
	    for (int c = 0; c < 3; c++)					\
	      y[3 * i + r] += a[9 * b + 3 * r + c] * xj[c];		\
	}								\
    }

/* y[i] holds a product, then the sum of it and the next term (GCC
   fuses the second product, not the first, stored): kept in memory.  */
#define PRODUCT_THEN_SUM						\
  for (int i = 0; i < n; i++)						\
    for (int b = rp[i]; b < rp[i + 1]; b++)				\
      {									\
	y[i] = a[b] * x[cs[b]];						\
	y[i] += a[b + 1] * x[b];					\
      }

#define PAIR(NAME, BODY)						\
  PLUGIN void NAME##_got (int n, const int *rp, const int *cs,		\
			  const double *a, const double *x, double *y)	\
  { BODY }								\
  NO_VOPT void NAME##_want (int n, const int *rp, const int *cs,	\
			    const double *a, const double *x, double *y) \
  { BODY }

PAIR (block_rows, BLOCK_ROWS)
PAIR (product_then_sum, PRODUCT_THEN_SUM)

typedef void kernel (int, const int *, const int *, const double *,
		     const double *, double *);

static int rp[ROWS + 1], cs[ROWS * PER];
static double got_mem[MEM], want_mem[MEM];
static int failures;

/* Values that round when multiplied and summed.  */
static void
fill (double *mem)
{
  for (int m = 0; m < MEM; m++)
    mem[m] = (double) ((m * 37) % 23 - 11) / 7.;
}

/* Run GOT and WANT with x at offset XO of the buffer and y at YO (the
   matrix at 0), and compare.  */
static void
check (const char *name, kernel *got, kernel *want, int xo, int yo)
{
  fill (got_mem);
  fill (want_mem);
  feclearexcept (FE_ALL_EXCEPT);
  got (ROWS, rp, cs, got_mem, got_mem + xo, got_mem + yo);
  int fg = fetestexcept (FE_ALL_EXCEPT);
  feclearexcept (FE_ALL_EXCEPT);
  want (ROWS, rp, cs, want_mem, want_mem + xo, want_mem + yo);
  int fw = fetestexcept (FE_ALL_EXCEPT);
  if (memcmp (got_mem, want_mem, sizeof got_mem) != 0)
    {
      printf ("%s (x at %d, y at %d): results differ\n", name, xo, yo);
      failures++;
    }
  if (fg != fw)
    {
      printf ("%s (x at %d, y at %d): flags %#x, reference %#x\n", name, xo,
	      yo, fg, fw);
      failures++;
    }
}

int
main (void)
{
  for (int i = 0; i <= ROWS; i++)
    rp[i] = i * PER;
  for (int k = 0; k < ROWS * PER; k++)
    cs[k] = (k * 7 + k / PER) % ROWS;
  const int xo = 9 * ROWS * PER, yo = xo + 3 * ROWS;
  check ("block_rows", block_rows_got, block_rows_want, xo, yo);
  check ("block_rows", block_rows_got, block_rows_want, xo, xo);
  check ("product_then_sum", product_then_sum_got, product_then_sum_want, xo,
	 yo);
  fflush (stdout);
  if (failures)
    abort ();
  return 0;
}

/* { dg-final { scan-function-lines block_rows_got ";; promote: loop \[0-9\]+ at \[^\\n\]*: 3 locations \[^\\n\]* kept in registers: 1 range checked at each iteration, 1 before the loop\n" "vshape" } } */
/* { dg-final { scan-function-dump product_then_sum_got ";; promote: loop \[0-9\]+ at \[^\\n\]*: 1 location \[^\\n\]* kept in memory: a product stored to it could be fused into a sum once the store is gone, where stock's loop rounds it" "vshape" } } */
