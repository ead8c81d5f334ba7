/* One scatter case of make calibrate: a loop under ivdep that stores a
   block of elements y[STRIDE * j + OFFSET] at a data-dependent j, which
   GCC vectorizes with one AVX-512 scatter per member.
   bench/calibrate.sh compiles it with -DT=float or double, -DSTRIDE=S
   (elements of a block) and -DSTORES="..." (the members' stores, e.g.
   "y[STRIDE * j] = a[k]; y[STRIDE * j + 1] = 2 * a[k];"), with and
   without the plugin, and times it.  With -DMASKED only three stores in
   four happen, under a flag: masked scatters.  Indices repeat, so the
   order of the lanes' stores shows in the output.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include "bench_timer.h"

enum
{
  RECORDS = 4096,		/* y: 4096 blocks, at most 256 KiB */
  N = 4096,			/* elements per call */
  REPS = 20000,
  BLOCKS = 10
};

static T data[RECORDS * STRIDE];
static T src[N];
static int idx[N];
static signed char flag[N];

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

int
main (void)
{
  bench_rng rng;
  bench_rng_seed (&rng, 20261123);
  for (int k = 0; k < N; k++)
    {
      src[k] = (T) bench_rng_range (&rng, -64, 64);
      idx[k] = (int) bench_rng_below (&rng, RECORDS);
      flag[k] = bench_rng_below (&rng, 4) != 0;
    }

  /* The fastest of BLOCKS blocks, times BLOCKS: a block the machine
     interrupted does not count.  */
  uint64_t h = BENCH_HASH_INIT, ns = UINT64_MAX;
  for (int b = 0; b < BLOCKS; b++)
    {
      uint64_t start = bench_now_ns ();
      for (int r = 0; r < REPS / BLOCKS; r++)
	{
	  kernel (N, src, idx, data);
	  h = bench_hash_bytes (h, &data[r % (RECORDS * STRIDE)],
				sizeof data[0]);
	}
      uint64_t t = bench_now_ns () - start;
      ns = t < ns ? t : ns;
    }
  ns *= BLOCKS;
  h = bench_hash_bytes (h, data, sizeof data);
  printf ("%016llx\n", (unsigned long long) h);
  bench_report_ns (ns);
  return 0;
}
