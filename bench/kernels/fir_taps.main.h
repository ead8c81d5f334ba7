/* What fir_taps.c and fir_taps.limit.c share: sizes, data, and main
   (set-up, timing, checksum).  Each of them includes this after
   bench_timer.h and defines the kernel declared here.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include "bench_driver.h"

enum
{
  N = 1 << 13,			/* output samples per call */
  TAPS = 63,			/* an odd low-pass filter's length */
  REPS = 600
};

static int in[N + TAPS], coef[TAPS], out[N];

/* The kernel: out = the input filtered by coef (32-bit samples,
   coefficients and sums), the same source, or
   with each output's sum in a local by hand, compiled as a library's
   function is, without knowing that out is neither in nor coef.  */
BENCH_LIBRARY_FUNCTION static void
fir (int n, int taps, const int *c, const int *x, int *y);

int
main (void)
{
  bench_rng rng;
  bench_rng_seed (&rng, 63);
  for (int k = 0; k < TAPS; k++)
    coef[k] = (int) bench_rng_range (&rng, -2048, 2048);
  for (int i = 0; i < N + TAPS; i++)
    in[i] = (int) bench_rng_range (&rng, -16384, 16384);

  uint64_t t0 = bench_now_ns ();
  for (int r = 0; r < REPS; r++)
    fir (N, TAPS, coef, in, out);
  uint64_t t1 = bench_now_ns ();

  bench_finish (t1 - t0, out, sizeof out,
		"fir_taps n=%d taps=%d reps=%d\nout[0] %d out[%d] %d\n", N,
		TAPS, REPS, out[0], N - 1, out[N - 1]);
  return 0;
}
