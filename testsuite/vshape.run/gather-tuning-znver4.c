/* vshape.dg/gather-tuning.h's one-table sum at the Zen 4 tuning, where
   the plugin opens gather instructions to the vectorizer and the loop
   is vectorized with masked gathers: built so and without the
   vectorizer, over counts 0 to 128, compared bit for bit (the terms are
   exact, so the sum's order does not matter), with the floating-point
   exceptions each raises.  The lanes outside the cutoff read through
   an index into a page nobody may read, and a third of them have an
   infinite distance, whose product with a table entry of zero would
   raise FE_INVALID.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */
/* { dg-do run { target { *-*-linux* && avx512f_runtime } } } */
/* { dg-do compile { target { ! { *-*-linux* && avx512f_runtime } } } } */
/* { dg-skip-if "GCC 11 and 12 have no znver4 tuning" { vshape_gcc11 || vshape_gcc12 } } */
/* { dg-additional-options "-march=skylake-avx512 -mtune=znver4 -mprefer-vector-width=512 -fopenmp-simd -fchecking -fplugin-arg-libvshape-dump=vls" } */

#include <fenv.h>
#include <sys/mman.h>
#include <unistd.h>

#define KERNELS "../vshape.dg/gather-tuning.h"
#include "kernels-twice.h"

#define N 128
#define CUT 4.0

static double *tab;
static int idx[N];
static double r[N];
static long entries;

/* A table of one page's doubles, followed by a page nobody may
   read.  */
static void
make_table (void)
{
  long page = sysconf (_SC_PAGESIZE);
  char *m = (char *) mmap (0, 2 * page, PROT_READ | PROT_WRITE,
			   MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (m == MAP_FAILED)
    abort ();
  tab = (double *) m;
  entries = page / (long) sizeof (double);
  for (long i = 0; i < entries; i++)
    tab[i] = (i % 5) * 0.25;
  if (mprotect (m + page, page, PROT_NONE))
    abort ();
}

int
main (void)
{
  make_table ();
  unsigned s = 77;
  for (int n = 0; n <= N; n++)
    {
      for (int k = 0; k < N; k++)
	{
	  s = s * 1103515245u + 12345u;
	  idx[k] = (int) ((s >> 8) % (unsigned) entries);
	  r[k] = 0.5 * (1 + (s >> 20) % 7);
	  if (k % 3 == 1)
	    {
	      /* Outside the cutoff: its index in the unreadable page.  */
	      idx[k] = (int) entries + (int) ((s >> 4) % 64);
	      r[k] = k % 2 ? __builtin_inf () : CUT + (s >> 24) % 3;
	    }
	}
      feclearexcept (FE_ALL_EXCEPT);
      double got = one_table (n, r, idx, tab, CUT);
      int got_flags = fetestexcept (FE_ALL_EXCEPT & ~FE_INEXACT);
      feclearexcept (FE_ALL_EXCEPT);
      double want = one_table_ref (n, r, idx, tab, CUT);
      int want_flags = fetestexcept (FE_ALL_EXCEPT & ~FE_INEXACT);
      if (got_flags != want_flags || memcmp (&got, &want, sizeof got))
	abort ();
    }
  return 0;
}

/* The loop checked above is the vector one.  */
/* { dg-final { scan-function-dump one_table "predicated: vector body \[0-9\]+ with its 1 indexed load as slow as measured, against scalar \[0-9\]+: the vector loop pays" "vls" } } */
