/* One case of make calibrate: a loop whose body reads a group of
   elements x[j + OFFSET] at a data-dependent j, which GCC vectorizes
   with one gather per member.  bench/calibrate.sh compiles it with
   -DT=float or double, -DSTRIDE=S (elements between two records) and
   -DSUM="..." (the weighted sum of the members, e.g.
   "x[j] + 2 * x[j + 1]"), with and without the plugin, and times it.
   With -DMASKED only three elements in four are computed, under a flag:
   masked gathers on AVX-512.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include "bench_timer.h"

enum
{
  RECORDS = 4096,		/* x: 4096 records, at most 256 KiB */
  N = 4096,			/* elements per call */
  REPS = 20000,
  BLOCKS = 10
};

static T data[RECORDS * STRIDE];
static T out[N];
static int idx[N];
static signed char flag[N];

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

int
main (void)
{
  bench_rng rng;
  bench_rng_seed (&rng, 20261123);
  for (int i = 0; i < RECORDS * STRIDE; i++)
    data[i] = (T) bench_rng_range (&rng, -64, 64);
  for (int k = 0; k < N; k++)
    {
      idx[k] = (int) bench_rng_below (&rng, RECORDS) * STRIDE;
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
	  kernel (N, data, idx, out);
	  h = bench_hash_bytes (h, &out[r % N], sizeof out[0]);
	}
      uint64_t t = bench_now_ns () - start;
      ns = t < ns ? t : ns;
    }
  ns *= BLOCKS;
  h = bench_hash_bytes (h, out, sizeof out);
  printf ("%016llx\n", (unsigned long long) h);
  bench_report_ns (ns);
  return 0;
}
