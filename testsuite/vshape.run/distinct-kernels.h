/* Loops that store through an index read from a list, built with the
   plugin's copy behind a check of the indices (distinct=on) and without
   the vectorizer (the reference), and the driver that runs both over
   lists with and without repeated indices: a repeat inside a window of
   the vector loop's width must send the loop to stock's code, one
   farther apart may not; either way the results and the floating-point
   flags must be the reference's.  The lists sit against inaccessible
   pages, before and after, so that a check reading outside them
   faults; the cutoff loop's elements that no iteration inside the
   cutoff touches sit on a read-only page.  A deposit over many lists
   in one call, whose first lists repeat an index and whose last do
   not, runs the check's backoff: skipped checks, then a probe that
   passes.  C and C++.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include <fenv.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#define NO_VOPT __attribute__ ((noipa, optimize ("no-tree-vectorize")))
#define PLUGIN __attribute__ ((noipa))

#ifdef __cplusplus
#define RESTRICT __restrict
#else
#define RESTRICT restrict
#endif

#define DEPOSIT_BODY(T)							\
  for (int k = 0; k < n; k++)						\
    {									\
      T x = w[k];							\
      rho[cell[k]] += x / (1 + x * x) - x * x * x / (2 + x);		\
    }

#define HALF_BODY							\
  double s = 0.0;							\
  for (int k = 0; k < n; k++)						\
    {									\
      int j = list[k] & 0x3fffffff;					\
      double d = xi - x[j][0];						\
      if (d * d < 4.0)							\
	{								\
	  double g = 1.0 / (d * d);					\
	  s += d * g;							\
	  f[j][0] -= d * g;						\
	  f[j][1] -= g;							\
	}								\
    }									\
  return s;

#define DEPOSIT_FUNCTIONS(NAME, T)					\
  PLUGIN void								\
  NAME (int n, const int *RESTRICT cell, const T *RESTRICT w,		\
	T *RESTRICT rho)						\
  {									\
    DEPOSIT_BODY (T)							\
  }									\
									\
  NO_VOPT void								\
  NAME##_ref (int n, const int *RESTRICT cell, const T *RESTRICT w,	\
	      T *RESTRICT rho)						\
  {									\
    DEPOSIT_BODY (T)							\
  }

DEPOSIT_FUNCTIONS (deposit, double)
DEPOSIT_FUNCTIONS (deposit_f, float)

#define LISTS_BODY							\
  for (int l = 0; l < lists; l++)					\
    {									\
      const int *cell = cells + l * n;					\
      DEPOSIT_BODY (double)						\
    }

PLUGIN void
deposit_lists (int lists, int n, const int *RESTRICT cells,
	       const double *RESTRICT w, double *RESTRICT rho)
{
  LISTS_BODY
}

NO_VOPT void
deposit_lists_ref (int lists, int n, const int *RESTRICT cells,
		   const double *RESTRICT w, double *RESTRICT rho)
{
  LISTS_BODY
}

PLUGIN double
half (int n, const int *RESTRICT list, const double (*RESTRICT x)[3],
      double (*RESTRICT f)[3], double xi)
{
  HALF_BODY
}

NO_VOPT double
half_ref (int n, const int *RESTRICT list, const double (*RESTRICT x)[3],
	  double (*RESTRICT f)[3], double xi)
{
  HALF_BODY
}

/* Cells, and the elements of the cutoff loop: the first PAGE bytes
   writable, the rest read-only.  */
#define CELLS 512
#define LONGEST 80
#define WINDOW 17

static double w[LONGEST], rho1[CELLS], rho2[CELLS];
static float wf[LONGEST], rf1[CELLS], rf2[CELLS];
static double (*xs)[3], (*f1)[3], (*f2)[3];
static size_t triples;
static int *before, *after;
static int failures;

/* A page-aligned block of PAGES pages, the first FIRST_WRITABLE of them
   readable and writable, the others PROT (set by protect_tail).  */
static char *
map_pages (size_t pages)
{
  long page = sysconf (_SC_PAGESIZE);
  char *m = (char *) mmap (0, pages * page, PROT_READ | PROT_WRITE,
			   MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (m == MAP_FAILED)
    abort ();
  return m;
}

/* Lists of LONGEST entries against inaccessible pages: BEFORE starts
   right after one, AFTER ends right before one.  */
static void
map_lists (void)
{
  long page = sysconf (_SC_PAGESIZE);
  char *m = map_pages (4);
  if (mprotect (m, page, PROT_NONE) || mprotect (m + 3 * page, page,
						 PROT_NONE))
    abort ();
  before = (int *) (m + page);
  after = (int *) (m + 3 * page) - LONGEST;
}

/* Three arrays of triples, each one page writable then one page
   read-only: the cutoff loop's elements inside the cutoff sit in the
   first page, the others in the second.  */
static void
map_triples (void)
{
  long page = sysconf (_SC_PAGESIZE);
  triples = 2 * page / sizeof (double[3]);
  char *m = map_pages (6);
  xs = (double (*)[3]) m;
  f1 = (double (*)[3]) (m + 2 * page);
  f2 = (double (*)[3]) (m + 4 * page);
  for (size_t j = 0; j < triples; j++)
    {
      int inside = (j + 1) * sizeof (double[3]) <= (size_t) page;
      xs[j][0] = inside ? 0.5 + (j % 7) * 0.125 : 9.0 + j;
      xs[j][1] = xs[j][2] = 0;
      f1[j][0] = f2[j][0] = j;
      f1[j][1] = f2[j][1] = -(double) j;
      f1[j][2] = f2[j][2] = 0.5;
    }
  if (mprotect (m + page, page, PROT_READ)
      || mprotect (m + 3 * page, page, PROT_READ)
      || mprotect (m + 5 * page, page, PROT_READ))
    abort ();
}

/* Runs every loop over the first N entries of LIST (whose entries are
   below CELLS and TRIPLES both) and compares with the reference.  */
static void
run (const int *list, int n)
{
  long page = sysconf (_SC_PAGESIZE);
  size_t writable = page / sizeof (double[3]);
  for (int i = 0; i < CELLS; i++)
    {
      rho1[i] = rho2[i] = i * 0.5;
      rf1[i] = rf2[i] = i * 0.25f;
    }
  for (size_t j = 0; j < writable; j++)
    {
      f1[j][0] = f2[j][0] = j;
      f1[j][1] = f2[j][1] = -(double) j;
    }
  feclearexcept (FE_ALL_EXCEPT);
  deposit (n, list, w, rho1);
  deposit_f (n, list, wf, rf1);
  double s1 = half (n, list, xs, f1, 0.25);
  int flags1 = fetestexcept (FE_ALL_EXCEPT);
  feclearexcept (FE_ALL_EXCEPT);
  deposit_ref (n, list, w, rho2);
  deposit_f_ref (n, list, wf, rf2);
  double s2 = half_ref (n, list, xs, f2, 0.25);
  int flags2 = fetestexcept (FE_ALL_EXCEPT);
  if (memcmp (rho1, rho2, sizeof rho1) || memcmp (rf1, rf2, sizeof rf1)
      || memcmp (f1, f2, triples * sizeof (double[3])) || s1 != s2
      || flags1 != flags2)
    failures++;
}

/* Entry K of a list of distinct indices: inside the cutoff's page for
   even K, outside it for odd K.  */
static int
distinct_entry (int k)
{
  long page = sysconf (_SC_PAGESIZE);
  int writable = (int) (page / sizeof (double[3]));
  return (k % 2 ? writable + k : k * 3 % writable) % CELLS;
}

/* Fills LIST with N distinct indices, then repeats entry A at A + D
   where D > 0.  */
static void
fill (int *list, int n, int a, int d)
{
  for (int k = 0; k < n; k++)
    list[k] = distinct_entry (k);
  if (d > 0 && a + d < n)
    list[a + d] = list[a];
}

/* LISTS lists of 24 entries in one call of deposit_lists: the first
   FAILING repeat an index two entries apart, the others do not.  */
#define LISTS 300
#define FAILING 150

static int list_cells[LISTS * 24];

static void
run_lists (void)
{
  for (int l = 0; l < LISTS; l++)
    fill (list_cells + l * 24, 24, l % 20, l < FAILING ? 2 : 0);
  for (int i = 0; i < CELLS; i++)
    rho1[i] = rho2[i] = i * 0.5;
  feclearexcept (FE_ALL_EXCEPT);
  deposit_lists (LISTS, 24, list_cells, w, rho1);
  int flags1 = fetestexcept (FE_ALL_EXCEPT);
  feclearexcept (FE_ALL_EXCEPT);
  deposit_lists_ref (LISTS, 24, list_cells, w, rho2);
  int flags2 = fetestexcept (FE_ALL_EXCEPT);
  if (memcmp (rho1, rho2, sizeof rho1) || flags1 != flags2)
    failures++;
}

static int
distinct_main (void)
{
  map_lists ();
  map_triples ();
  for (int k = 0; k < LONGEST; k++)
    {
      w[k] = (k % 13) * 0.0625 + 0.125;
      wf[k] = (float) w[k];
    }
  for (int n = 0; n <= LONGEST; n++)
    for (int a = 0; a < n; a++)
      for (int d = 0; d <= WINDOW; d++)
	{
	  if (d == 0 && a > 0)
	    continue;
	  fill (before, n, a, d);
	  run (before, n);
	  fill (after + LONGEST - n, n, a, d);
	  run (after + LONGEST - n, n);
	}
  run_lists ();
  return failures;
}
