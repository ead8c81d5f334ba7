/* The run of vshape.dg/gather-addresses.h's omp simd kernel: built as
   the plugin makes it and without the vectorizer, over neighbour
   counts 0 to 96, and compared bit for bit, with the floating-point
   exceptions each raises.  Each call updates distinct atoms (the omp
   simd promise).  The atoms outside the cutoff in every call live on a
   read-only page: a write to one of them, by a lane whose condition
   does not hold, faults; half of those neighbours are at an infinite
   distance with an infinite weight, whose division would raise
   FE_INVALID.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include <fenv.h>
#include <sys/mman.h>
#include <unistd.h>

#define KERNELS "../vshape.dg/gather-addresses.h"
#include "kernels-twice.h"

#define N 96
#define CUT 4.0

/* Atoms 0 .. N - 1 are updated; atoms N .. 2N - 1, never inside the
   cutoff, fill the read-only page after them.  */
static double (*f1)[3], (*f2)[3];
static int nb[N];
static double r2[N], w[N];

/* Two arrays of 2N atoms whose second half is read-only.  */
static void
make_forces (void)
{
  long page = sysconf (_SC_PAGESIZE);
  size_t half = N * sizeof (double[3]);
  if (half % page)
    half += page - half % page;
  for (int a = 0; a < 2; a++)
    {
      char *m = (char *) mmap (0, 2 * half, PROT_READ | PROT_WRITE,
			       MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
      if (m == MAP_FAILED)
	abort ();
      double (*f)[3] = (double (*)[3]) (m + half - N * sizeof (double[3]));
      for (int i = 0; i < 2 * N; i++)
	for (int c = 0; c < 3; c++)
	  f[i][c] = i * 0.25 + c;
      if (mprotect (m + half, half, PROT_READ))
	abort ();
      if (a)
	f2 = f;
      else
	f1 = f;
    }
}

int
main (void)
{
  make_forces ();
  unsigned s = 55;
  for (int n = 0; n <= N; n++)
    {
      /* A fresh set of distinct neighbours each call: a permutation of
	 0 .. N - 1, every third one replaced by an atom of the read-only
	 page outside the cutoff.  */
      for (int k = 0; k < N; k++)
	nb[k] = k;
      for (int k = N - 1; k > 0; k--)
	{
	  s = s * 1103515245u + 12345u;
	  int o = (int) ((s >> 8) % (k + 1)), t = nb[k];
	  nb[k] = nb[o];
	  nb[o] = t;
	}
      for (int k = 0; k < N; k++)
	{
	  s = s * 1103515245u + 12345u;
	  w[k] = ((int) (s >> 10) % 2001 - 1000) * 0.125;
	  r2[k] = 0.5 + (s >> 20) % 7;
	  if (k % 3 == 1)
	    {
	      nb[k] = N + k;
	      r2[k] = CUT + (s >> 24) % 3;
	      if (k % 2)
		r2[k] = w[k] = __builtin_inf ();
	    }
	}
      feclearexcept (FE_ALL_EXCEPT);
      half_forces (n, nb, r2, w, f1, CUT);
      int got = fetestexcept (FE_ALL_EXCEPT & ~FE_INEXACT);
      feclearexcept (FE_ALL_EXCEPT);
      half_forces_ref (n, nb, r2, w, f2, CUT);
      int want = fetestexcept (FE_ALL_EXCEPT & ~FE_INEXACT);
      if (got != want || memcmp (f1, f2, 2 * N * sizeof (double[3])))
	abort ();
    }
  return 0;
}
