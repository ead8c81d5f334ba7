/* One case of make calibrate.  bench/calibrate.sh compiles it with
   -DT=float or double and -DSTRIDE=S (elements of a record), with and
   without the plugin, and times it:
   - with -DSUM="..." (the weighted sum of the members, e.g.
     "x[j] + 2 * x[j + 1]"), a loop reads a group of elements
     x[j + OFFSET] at a data-dependent j, which GCC vectorizes with one
     gather per member;
   - with -DSTORES="..." instead (the members' stores, e.g.
     "y[STRIDE * j] = a[k]; y[STRIDE * j + 1] = 2 * a[k];"), a loop
     under ivdep stores a block y[STRIDE * j + OFFSET], which GCC
     vectorizes with one AVX-512 scatter per member; indices repeat, so
     the order of the lanes' stores shows in the output.
   With -DMASKED only three elements in four are computed or stored,
   under a flag: masked gathers or scatters on AVX-512.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include "bench_timer.h"

enum
{
  RECORDS = 4096,		/* 4096 records, at most 256 KiB */
  N = 4096,			/* elements per call */
  REPS = 20000,
  BLOCKS = 10
};

static T data[RECORDS * STRIDE];
static T src[N];
static int idx[N];
static signed char flag[N];

#ifdef STORES
/* The block of each is[k] gets a[k] times each member's weight.  */
__attribute__ ((noipa)) static void
kernel (int n, const T *restrict a, const int *restrict is, T *restrict y)
{
#pragma GCC ivdep
  for (int k = 0; k < n; k++)
    {
      int j = is[k];
#ifdef MASKED
      if (flag[k])
#endif
	{
	  STORES
	}
    }
}
#define CALL() kernel (N, src, idx, data)
#define OUT data
#else
/* y[k] gets the weighted sum of the group at is[k].  */
__attribute__ ((noipa)) static void
kernel (int n, const T *restrict x, const int *restrict is, T *restrict y)
{
  for (int k = 0; k < n; k++)
    {
      int j = is[k];
#ifdef MASKED
      if (flag[k])
#endif
	y[k] = SUM;
    }
}
#define CALL() kernel (N, data, idx, src)
#define OUT src
#endif

int
main (void)
{
  bench_rng rng;
  bench_rng_seed (&rng, 20261123);
  for (int i = 0; i < RECORDS * STRIDE; i++)
    data[i] = (T) bench_rng_range (&rng, -64, 64);
  for (int k = 0; k < N; k++)
    {
#ifdef STORES
      src[k] = (T) bench_rng_range (&rng, -64, 64);
      idx[k] = (int) bench_rng_below (&rng, RECORDS);
#else
      idx[k] = (int) bench_rng_below (&rng, RECORDS) * STRIDE;
#endif
      flag[k] = bench_rng_below (&rng, 4) != 0;
    }

  /* The fastest of BLOCKS blocks, times BLOCKS: a block the machine
     interrupted does not count.  */
  uint64_t h = BENCH_HASH_INIT, ns = UINT64_MAX;
  size_t nout = sizeof OUT / sizeof OUT[0];
  for (int b = 0; b < BLOCKS; b++)
    {
      uint64_t start = bench_now_ns ();
      for (int r = 0; r < REPS / BLOCKS; r++)
	{
	  CALL ();
	  h = bench_hash_bytes (h, &OUT[r % nout], sizeof OUT[0]);
	}
      uint64_t t = bench_now_ns () - start;
      ns = t < ns ? t : ns;
    }
  ns *= BLOCKS;
  h = bench_hash_bytes (h, OUT, sizeof OUT);
  printf ("%016llx\n", (unsigned long long) h);
  bench_report_ns (ns);
  return 0;
}
