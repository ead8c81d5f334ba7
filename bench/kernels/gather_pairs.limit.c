/* The limit of gather_pairs.c: the same kernel written by hand with one
   16-byte load per lane and in-lane unpacks (AVX-512 when compiled for
   it, else AVX2), the sequence the vls pass aims for.

   Small integers in doubles keep every result exact, so all builds print
   the same checksum.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include "bench_timer.h"

#include <immintrin.h>

#include <inttypes.h>
#include <stddef.h>

enum
{
  N = 1 << 14,		/* outputs per call */
  M = 1 << 15,		/* gathered table: 256 KiB, in L2 */
  REPS = 20000
};

static double x[M + 1], y[N];
static int idx[N];

/* One 16-byte load of x[j], x[j + 1] for index J.  */
static inline __m128d
pair_at (const double *xs, int j)
{
  return _mm_loadu_pd (xs + j);
}

__attribute__ ((noinline)) static void
pairs (size_t n, const double *restrict xs, const int *restrict is,
       double *restrict ys)
{
  size_t k = 0;
#ifdef __AVX512F__
  for (; k + 8 <= n; k += 8)
    {
      const int *j = is + k;
      __m512d even = _mm512_castpd128_pd512 (pair_at (xs, j[0]));
      even = _mm512_insertf64x2 (even, pair_at (xs, j[2]), 1);
      even = _mm512_insertf64x2 (even, pair_at (xs, j[4]), 2);
      even = _mm512_insertf64x2 (even, pair_at (xs, j[6]), 3);
      __m512d odd = _mm512_castpd128_pd512 (pair_at (xs, j[1]));
      odd = _mm512_insertf64x2 (odd, pair_at (xs, j[3]), 1);
      odd = _mm512_insertf64x2 (odd, pair_at (xs, j[5]), 2);
      odd = _mm512_insertf64x2 (odd, pair_at (xs, j[7]), 3);
      __m512d a = _mm512_unpacklo_pd (even, odd);
      __m512d b = _mm512_unpackhi_pd (even, odd);
      __m512d s = _mm512_add_pd (a, _mm512_add_pd (b, b));
      _mm512_storeu_pd (ys + k, _mm512_add_pd (_mm512_loadu_pd (ys + k), s));
    }
#endif
  for (; k + 4 <= n; k += 4)
    {
      const int *j = is + k;
      __m256d even = _mm256_set_m128d (pair_at (xs, j[2]), pair_at (xs, j[0]));
      __m256d odd = _mm256_set_m128d (pair_at (xs, j[3]), pair_at (xs, j[1]));
      __m256d a = _mm256_unpacklo_pd (even, odd);
      __m256d b = _mm256_unpackhi_pd (even, odd);
      __m256d s = _mm256_add_pd (a, _mm256_add_pd (b, b));
      _mm256_storeu_pd (ys + k, _mm256_add_pd (_mm256_loadu_pd (ys + k), s));
    }
  for (; k < n; k++)
    {
      int j = is[k];
      ys[k] += xs[j] + 2.0 * xs[j + 1];
    }
}

int
main (void)
{
  bench_rng rng;
  bench_rng_seed (&rng, 2);
  for (size_t i = 0; i <= M; i++)
    x[i] = (double) bench_rng_range (&rng, -64, 64);
  for (size_t k = 0; k < N; k++)
    idx[k] = (int) bench_rng_range (&rng, 0, M - 1);

  uint64_t t0 = bench_now_ns ();
  for (int r = 0; r < REPS; r++)
    pairs (N, x, idx, y);
  uint64_t t1 = bench_now_ns ();

  printf ("gather_pairs n=%d reps=%d\n", N, REPS);
  printf ("y[0] %.1f y[%d] %.1f\n", y[0], N - 1, y[N - 1]);
  printf ("hash %016" PRIx64 "\n",
	  bench_hash_bytes (BENCH_HASH_INIT, y, sizeof y));
  bench_report_ns (t1 - t0);
  return 0;
}
