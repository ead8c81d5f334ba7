/* Loops whose sums into memory the promotion keeps in registers, each
   built twice: as the plugin makes it (GOT) and without the vectorizer,
   whose passes the plugin's run beside (WANT, the reference).  main
   runs both on separate arrays, with the result being the input vector
   (y is x: a row whose column index is its own row reads its sum), with
   the result inside the matrix (the check before the loop finds the
   overlap), and with the result overlapping the input in some rows
   only, and compares results bit for bit and the floating-point flags
   raised.  */

#include <fenv.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define ROWS 64
#define PER 5

#define NO_VOPT __attribute__ ((noipa, optimize ("no-tree-vectorize")))
#define PLUGIN __attribute__ ((noipa))

/* Row I's products of 2 x 2 blocks summed into y[2i], y[2i + 1], which
   are stored at each block of the row: the blocks' entries are read at
   a constant step, x's pair through the column index.  */
#define ROW_PRODUCTS(I)							\
  for (int k = rowptr[I]; k < rowptr[I + 1]; k++)			\
    {									\
      const double *xj = &x[2 * col[k]];				\
      for (int r = 0; r < 2; r++)					\
	for (int c = 0; c < 2; c++)					\
	  y[2 * I + r] += a[4 * k + 2 * r + c] * xj[c];			\
    }

/* y = A x.  */
#define BLOCK_ROW							\
  for (int i = 0; i < n; i++)						\
    {									\
      y[2 * i] = 0.;							\
      y[2 * i + 1] = 0.;						\
      ROW_PRODUCTS (i)							\
    }

/* y += A x, y loaded before each row.  */
#define BLOCK_ROW_ADD							\
  for (int i = 0; i < n; i++)						\
    ROW_PRODUCTS (i)

#define PAIR(NAME, BODY)						\
  PLUGIN void NAME##_got (int n, const int *rowptr, const int *col,	\
			  const double *a, const double *x, double *y)	\
  { BODY }								\
  NO_VOPT void NAME##_want (int n, const int *rowptr, const int *col,	\
			    const double *a, const double *x, double *y) \
  { BODY }

PAIR (block_row, BLOCK_ROW)
PAIR (block_row_add, BLOCK_ROW_ADD)

static int rowptr[ROWS + 1], col[ROWS * PER];
/* One buffer holds the matrix, x and y, so that they can overlap.  */
static double got_mem[4 * ROWS * PER + 8 * ROWS];
static double want_mem[4 * ROWS * PER + 8 * ROWS];
static int failures;

/* Fill MEM: the matrix at 0, x and y after it; columns of row I are
   near I (row I's own column when SELF and I is even).  */
static void
fill (double *mem, int self)
{
  for (int i = 0; i <= ROWS; i++)
    rowptr[i] = i * PER;
  for (int k = 0; k < ROWS * PER; k++)
    {
      int i = k / PER;
      col[k] = self && i % 2 == 0 && k % PER == 2 ? i : (i * 7 + k) % ROWS;
    }
  for (int m = 0; m < 4 * ROWS * PER + 8 * ROWS; m++)
    mem[m] = (double) ((m * 37) % 23 - 11) / 8.;
}

typedef void kernel (int, const int *, const int *, const double *,
		     const double *, double *);

/* Run GOT and WANT with x and y at offsets XO and YO of their buffers
   (the matrix at 0) and compare.  */
static void
check (const char *name, kernel *got, kernel *want, int self, int xo, int yo)
{
  fill (got_mem, self);
  fill (want_mem, self);
  feclearexcept (FE_ALL_EXCEPT);
  got (ROWS, rowptr, col, got_mem, got_mem + xo, got_mem + yo);
  int fg = fetestexcept (FE_ALL_EXCEPT);
  feclearexcept (FE_ALL_EXCEPT);
  want (ROWS, rowptr, col, want_mem, want_mem + xo, want_mem + yo);
  int fw = fetestexcept (FE_ALL_EXCEPT);
  if (memcmp (got_mem, want_mem, sizeof got_mem) != 0)
    {
      printf ("%s (self %d, x at %d, y at %d): results differ\n", name,
	      self, xo, yo);
      failures++;
    }
  if (fg != fw)
    {
      printf ("%s (self %d, x at %d, y at %d): flags %#x, reference %#x\n",
	      name, self, xo, yo, fg, fw);
      failures++;
    }
}

int
main (void)
{
  const int xo = 4 * ROWS * PER, yo = xo + 2 * ROWS;
  for (int self = 0; self < 2; self++)
    {
      /* Apart.  */
      check ("block_row", block_row_got, block_row_want, self, xo, yo);
      check ("block_row_add", block_row_add_got, block_row_add_want, self,
	     xo, yo);
      /* y is x.  */
      check ("block_row", block_row_got, block_row_want, self, xo, xo);
      check ("block_row_add", block_row_add_got, block_row_add_want, self,
	     xo, xo);
      /* y is inside the matrix.  */
      check ("block_row", block_row_got, block_row_want, self, xo, 8);
      check ("block_row_add", block_row_add_got, block_row_add_want, self,
	     xo, 8);
      /* y overlaps x shifted by one block.  */
      check ("block_row", block_row_got, block_row_want, self, xo, xo + 2);
      check ("block_row_add", block_row_add_got, block_row_add_want, self,
	     xo, xo + 2);
    }
  fflush (stdout);
  if (failures)
    abort ();
  return 0;
}
