/* Element loops that sum into a node's row through an index: the
   promotion checks them over the loop over the element's nodes, with a
   loop before it that bounds the addresses the indices give.  Each
   kernel is built twice: as the plugin makes it (GOT) and without the
   vectorizer, whose passes the plugin's run beside (WANT, the
   reference).  main runs both with r apart from u, with r being u, with
   r overlapping u in some elements only, and with the node list ending
   at a PROT_NONE page (the bounding loop reads no index the nest does
   not), on values that round, and compares results bit for bit and the
   floating-point flags raised.  */
/* { dg-do run { target avx2_runtime } } */
/* { dg-do compile { target { ! avx2_runtime } } } */
/* { dg-additional-options "-march=x86-64-v3 -fchecking -fplugin-arg-libvshape-dump=vshape" } */

#include <fenv.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "guard-page.h"

#define NODES 40
#define ELEMS 24
#define NEN 6
#define KN (3 * NEN)
#define MEM (3 * NODES + 3 * NODES + 3 * NODES)

#define NO_VOPT __attribute__ ((noipa, optimize ("no-tree-vectorize")))
#define PLUGIN __attribute__ ((noipa))

/* r[3 na + i] += w K u[3 nb + j]: the node's address grows with its
   index (one loop bounds the index, both rows' ranges follow).  */
#define ELEMENT_ROWS(UB)						\
  for (int e = 0; e < nelems; e++)					\
    {									\
      const int *nodes = &en[nen * e];					\
      for (int a = 0; a < nen; a++)					\
	{								\
	  double *ra = &rs[3 * nodes[a]];				\
	  for (int b = 0; b < nen; b++)					\
	    {								\
	      const double *ub = UB;					\
	      const double *kab = &k[3 * a * kn + 3 * b];		\
	      for (int i = 0; i < 3; i++)				\
		for (int j = 0; j < 3; j++)				\
		  ra[i] += we[e] * kab[i * kn + j] * ub[j];		\
	    }								\
	}								\
    }

#define PAIR(NAME, UB)							\
  PLUGIN void NAME##_got (int nelems, int nen, const int *en,		\
			  const double *k, const double *we,		\
			  const double *us, double *rs)			\
  { int kn = 3 * nen; ELEMENT_ROWS (UB) }				\
  NO_VOPT void NAME##_want (int nelems, int nen, const int *en,	\
			    const double *k, const double *we,		\
			    const double *us, double *rs)		\
  { int kn = 3 * nen; ELEMENT_ROWS (UB) }

/* u's node counted from the end: its address falls as the index grows,
   so the loop before the nest bounds the addresses themselves.  */
PAIR (element_rows, &us[3 * nodes[b]])
PAIR (element_rows_back, &us[3 * (NODES - 1 - nodes[b])])

typedef void kernel (int, int, const int *, const double *, const double *,
		     const double *, double *);

static double k[9 * NEN * NEN], we[ELEMS];
static double got_mem[MEM], want_mem[MEM];
static int *en;
static int failures;

/* MEM's values, K's and the weights: fractions that round when
   multiplied and summed.  */
static void
fill (double *mem)
{
  for (int m = 0; m < MEM; m++)
    mem[m] = (double) ((m * 37) % 23 - 11) / 7.;
}

/* Run GOT and WANT with u at offset UO of the buffer and r at RO, and
   compare.  */
static void
check (const char *name, kernel *got, kernel *want, int uo, int ro)
{
  fill (got_mem);
  fill (want_mem);
  feclearexcept (FE_ALL_EXCEPT);
  got (ELEMS, NEN, en, k, we, got_mem + uo, got_mem + ro);
  int fg = fetestexcept (FE_ALL_EXCEPT);
  feclearexcept (FE_ALL_EXCEPT);
  want (ELEMS, NEN, en, k, we, want_mem + uo, want_mem + ro);
  int fw = fetestexcept (FE_ALL_EXCEPT);
  if (memcmp (got_mem, want_mem, sizeof got_mem) != 0)
    {
      printf ("%s (u at %d, r at %d): results differ\n", name, uo, ro);
      failures++;
    }
  if (fg != fw)
    {
      printf ("%s (u at %d, r at %d): flags %#x, reference %#x\n", name,
	      uo, ro, fg, fw);
      failures++;
    }
}

int
main (void)
{
  /* The node list's last index is the last int before a PROT_NONE
     page.  An element's nodes spread over 5 to 20 nodes, or wrap
     around.  */
  en = (int *) guard_alloc (ELEMS * NEN * sizeof (int));
  for (int e = 0; e < ELEMS; e++)
    for (int a = 0; a < NEN; a++)
      en[NEN * e + a] = (e * 3 + a * (1 + e % 4)) % NODES;
  for (int i = 0; i < 9 * NEN * NEN; i++)
    k[i] = (double) ((i * 13) % 17 - 8) / 3.;
  for (int e = 0; e < ELEMS; e++)
    we[e] = 1. + e / 9.;
  const int apart = 3 * NODES, shifted = 3 * NODES / 2;
  kernel *got[2] = { element_rows_got, element_rows_back_got };
  kernel *want[2] = { element_rows_want, element_rows_back_want };
  const char *names[2] = { "element_rows", "element_rows_back" };
  for (int f = 0; f < 2; f++)
    {
      /* Apart.  */
      check (names[f], got[f], want[f], 0, apart);
      /* r is u.  */
      check (names[f], got[f], want[f], 0, 0);
      /* r starts at u's node 20: the elements whose nodes spread over
	 less than 20 run promoted, the others stock's loop.  */
      check (names[f], got[f], want[f], 0, shifted);
    }
  fflush (stdout);
  if (failures)
    abort ();
  return 0;
}

/* { dg-final { scan-function-lines element_rows_got ";; promote: loop \[0-9\]+ at \[^\\n\]*: 3 locations \[^\\n\]* kept in registers: 0 ranges checked at each iteration, 5 before the enclosing loop\n;; promote: loop \[0-9\]+: 2 ranges over the enclosing loop bounded by a loop over their index\n" "vshape" } } */
/* { dg-final { scan-function-lines element_rows_back_got ";; promote: loop \[0-9\]+ at \[^\\n\]*: 3 locations \[^\\n\]* kept in registers: 0 ranges checked at each iteration, 5 before the enclosing loop\n;; promote: loop \[0-9\]+: 2 ranges over the enclosing loop bounded by a loop over their index\n" "vshape" } } */
