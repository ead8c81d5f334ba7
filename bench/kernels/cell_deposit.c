/* A deposit through a cell list: each entry of a list adds a weight's
   shape (two divisions) into the cell the list names, as a particle
   code deposits charge or a sparse solver scatters a row's products.
   The cells of one list are distinct (CELL_DEPOSIT_REPEAT puts one
   entry three places after its copy in every list), but GCC cannot
   know it and keeps the loop scalar.  With distinct=on the plugin gives
   it a copy behind a check of the cells, which GCC 14 to 16 vectorize
   at -march=haswell with emulated gathers and scatters (bench/RESULTS.md:
   `bench/run.sh --plugin-args distinct=on cell_deposit`).

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include "bench_timer.h"
#include "bench_driver.h"

#ifndef CELL_DEPOSIT_LENGTH
#define CELL_DEPOSIT_LENGTH 37
#endif

enum
{
  LENGTH = CELL_DEPOSIT_LENGTH,	/* entries of a list */
  CELLS = 1 << 16,
  LISTS = 4096,
  REPS = 200
};

static int cell[LISTS * LENGTH];
static float weight[LISTS * LENGTH], rho[CELLS];

__attribute__ ((noinline)) static void
deposit (int n, const int *restrict c, const float *restrict w,
	 float *restrict r)
{
  for (int k = 0; k < n; k++)
    {
      float v = w[k];
      r[c[k]] += v / (1.0f + v * v) - v * v * v / (2.0f + v);
    }
}

int
main (void)
{
  bench_rng rng;
  bench_rng_seed (&rng, 5);
  for (int l = 0; l < LISTS; l++)
    for (int k = 0; k < LENGTH; k++)
      {
	cell[l * LENGTH + k] = (l * 977 + k * 131) % CELLS;
	weight[l * LENGTH + k]
	  = (float) bench_rng_range (&rng, 1, 1000) / 500.0f;
      }
#ifdef CELL_DEPOSIT_REPEAT
  for (int l = 0; l < LISTS; l++)
    cell[l * LENGTH + LENGTH / 2] = cell[l * LENGTH + LENGTH / 2 - 3];
#endif

  uint64_t t0 = bench_now_ns ();
  for (int r = 0; r < REPS; r++)
    for (int l = 0; l < LISTS; l++)
      deposit (LENGTH, cell + l * LENGTH, weight + l * LENGTH, rho);
  uint64_t t1 = bench_now_ns ();

  bench_finish (t1 - t0, rho, sizeof rho, "cell_deposit lists=%d of %d\n",
		LISTS, LENGTH);
  return 0;
}
