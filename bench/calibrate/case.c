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
   Two more loops measure corrections of a calibration profile:
   - with -DGUARDED="..." (a sum of entries x[j + R * RECORDS], one per
     table), a guarded square root and division that predication moves
     (built with -fno-math-errno): the surcharge of indexed reads in a
     predicated loop, the entries read in the branch (masked gathers)
     or, with -DREADS_FIRST, before it (the tuning's own gathers, or
     GCC's emulation);
   - with -DBINS=B (and -DUPDATES=1 or 2), an omp simd loop whose
     private array of B bins takes data-dependent writes and is folded
     (built with -fopenmp-simd): a sweep of the writes against their
     scatters.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include "bench_timer.h"
#include <math.h>

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

#if defined STORES
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
#elif defined SUM
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
#elif defined GUARDED
static T out[N];

/* y[k] gets the tables' entries at is[k] over the square root of w[k]
   where w[k] is positive, else 0 (with READS_FIRST, else the entries:
   read outside the branch, so that no mask guards them).  */
__attribute__ ((noipa)) static void
kernel (int n, const T *restrict x, const int *restrict is,
	const T *restrict w, T *restrict y)
{
  for (int k = 0; k < n; k++)
    {
      int j = is[k];
      T d = w[k];
#ifdef READS_FIRST
      T t = GUARDED;
      y[k] = d > 0 ? t / sqrt (d) : t;
#else
      y[k] = d > 0 ? (GUARDED) / sqrt (d) : 0;
#endif
    }
}
#define CALL() kernel (N, data, idx, src, out)
#define OUT out
#elif defined BINS
static T out[N];

/* y[k] gets the weighted sum of B bins, zeroed, then counting is[k]'s
   low bits (and, with two updates, the next ones twice).  */
__attribute__ ((noipa)) static void
kernel (int n, const int *restrict is, T *restrict y)
{
  T h[BINS];
#pragma omp simd private(h)
  for (int k = 0; k < n; k++)
    {
      for (int b = 0; b < BINS; b++)
	h[b] = 0;
      h[is[k] & (BINS - 1)] += 1;
#if UPDATES > 1
      h[(is[k] >> 4) & (BINS - 1)] += 2;
#endif
      T acc = 0;
      for (int b = 0; b < BINS; b++)
	acc += h[b] * (T) (b + 1);
      y[k] = acc;
    }
}
#define CALL() kernel (N, idx, out)
#define OUT out
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
#ifdef SUM
      idx[k] = (int) bench_rng_below (&rng, RECORDS) * STRIDE;
#else
      src[k] = (T) bench_rng_range (&rng, -64, 64);
      idx[k] = (int) bench_rng_below (&rng, RECORDS);
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
