/* Threads that run one copy at once share its backoff's counter, and
   lose each other's updates: that may change how often a check runs,
   never a result.  Four threads deposit over their own cells, each
   through lists of which some repeat an index (the check fails) and
   some do not, in runs long enough to skip and probe; each thread's
   cells must equal the reference's.  At -march=haswell the copy is
   vectorized under GCC 14 and later.  */
/* { dg-do run { target avx2_runtime } } */
/* { dg-do compile { target { ! avx2_runtime } } } */
/* { dg-additional-options "-march=haswell -pthread -fplugin-arg-libvshape-distinct=on -fplugin-arg-libvshape-dump=vls" } */

#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#define THREADS 4
#define CELLS 1024
#define LENGTH 24
#define LISTS 2000

__attribute__ ((noipa)) void
deposit (int n, const int *restrict cell, const double *restrict w,
	 double *restrict rho)
{
  for (int k = 0; k < n; k++)
    {
      double x = w[k];
      rho[cell[k]] += x / (1 + x * x) - x * x * x / (2 + x);
    }
}

__attribute__ ((noipa, optimize ("no-tree-vectorize"))) void
deposit_ref (int n, const int *restrict cell, const double *restrict w,
	     double *restrict rho)
{
  for (int k = 0; k < n; k++)
    {
      double x = w[k];
      rho[cell[k]] += x / (1 + x * x) - x * x * x / (2 + x);
    }
}

static int lists[THREADS][LISTS][LENGTH];
static double w[LENGTH];
static double rho[THREADS][CELLS], rho_ref[THREADS][CELLS];

/* Thread T's lists: in runs of 100, those of odd runs repeat an index
   three entries apart.  */
static void
fill (int t)
{
  for (int l = 0; l < LISTS; l++)
    {
      for (int k = 0; k < LENGTH; k++)
	lists[t][l][k] = (l * 37 + k * 41 + t * 5) % CELLS;
      if ((l / 100 + t) % 2)
	lists[t][l][LENGTH / 2] = lists[t][l][LENGTH / 2 - 3];
    }
}

static void *
work (void *arg)
{
  int t = (int) (long) arg;
  for (int l = 0; l < LISTS; l++)
    deposit (LENGTH, lists[t][l], w, rho[t]);
  return NULL;
}

int
main (void)
{
  pthread_t th[THREADS];
  for (int k = 0; k < LENGTH; k++)
    w[k] = (k % 13) * 0.0625 + 0.125;
  for (int t = 0; t < THREADS; t++)
    {
      fill (t);
      for (int c = 0; c < CELLS; c++)
	rho[t][c] = rho_ref[t][c] = c * 0.5;
      for (int l = 0; l < LISTS; l++)
	deposit_ref (LENGTH, lists[t][l], w, rho_ref[t]);
    }
  for (int t = 0; t < THREADS; t++)
    if (pthread_create (&th[t], NULL, work, (void *) (long) t))
      abort ();
  for (int t = 0; t < THREADS; t++)
    pthread_join (th[t], NULL);
  if (memcmp (rho, rho_ref, sizeof rho))
    abort ();
  return 0;
}

/* { dg-final { vshape-in-versions "14 15 16" scan-function-lines deposit ";; distinct: loop \[0-9\]+ vectorized behind the check of 8 consecutive indices" "vls" } } */
