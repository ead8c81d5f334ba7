/* A quantizer's inner loop: each sample's class byte indexes a table of
   four byte parameters per class (gain, bias, ceiling, offset) at
   lut[4 * c + 0 .. 3] (adjacent byte gathers); the sample is scaled and
   biased, clamped at the ceiling (a branch, made a select), divided by 3
   and offset.  All integer: every build computes the same bytes.

   GCC leaves the loop scalar: it will not gather bytes through the int
   index 4 * c.  The plugin computes that index from the byte c in the
   address's own type (the same value), GCC emulates the gathers, and
   the vls pass groups them into one 4-byte load per lane.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include "bench_timer.h"
#include "bench_driver.h"

enum
{
  N = 1 << 14,			/* samples per call */
  CLASSES = 256,
  REPS = 12000
};

static unsigned char lut[4 * CLASSES];
static unsigned char cls[N], smp[N], out[N];

/* Quantizes the N samples SM of classes CL into O.  */
__attribute__ ((noinline)) static void
quantize (int n, const unsigned char *restrict cl,
	  const unsigned char *restrict sm, const unsigned char *restrict t,
	  unsigned char *restrict o)
{
  for (int i = 0; i < n; i++)
    {
      int c = cl[i];
      int v = (sm[i] * t[4 * c] + t[4 * c + 1]) >> 4;
      if (v > t[4 * c + 2])
	v = t[4 * c + 2];
      o[i] = (unsigned char) (v / 3 + t[4 * c + 3]);
    }
}

int
main (void)
{
  bench_rng rng;
  bench_rng_seed (&rng, 44);
  for (int i = 0; i < 4 * CLASSES; i++)
    lut[i] = (unsigned char) bench_rng_below (&rng, 256);
  for (int i = 0; i < N; i++)
    {
      cls[i] = (unsigned char) bench_rng_below (&rng, CLASSES);
      smp[i] = (unsigned char) bench_rng_below (&rng, 256);
    }

  unsigned sum = 0;
  uint64_t t0 = bench_now_ns ();
  for (int r = 0; r < REPS; r++)
    {
      quantize (N - (r & 7), cls, smp, lut, out);
      sum += out[r % N];
    }
  uint64_t t1 = bench_now_ns ();

  bench_finish (t1 - t0, out, sizeof out, "byte_lut n=%d reps=%d\nsum %u\n",
		N, REPS, sum);
  return 0;
}
