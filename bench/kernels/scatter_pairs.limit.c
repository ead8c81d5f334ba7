/* The limit of scatter_pairs.c: the same kernel written by hand, the
   sums and differences of eight (AVX-512) or four (AVX2) lanes
   interleaved in registers and stored as one 16-byte block per lane,
   lanes in order, so a repeated block keeps the later lane's values as
   the loop does.

   Small integers in doubles keep every result exact, so all builds print
   the same checksum.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include "bench_timer.h"

#include <immintrin.h>

#include "scatter_pairs.main.h"

/* noipa: not specialised for the constant size, so GCC does not warn
   about the scalar remainder loop.  */
__attribute__ ((noipa)) static void
scatter_pairs (int n, const double *restrict as, const double *restrict bs,
	       const int *restrict is, double *restrict qs)
{
  int k = 0;
#ifdef __AVX512F__
  for (; k + 8 <= n; k += 8)
    {
      __m512d x = _mm512_loadu_pd (as + k), y = _mm512_loadu_pd (bs + k);
      __m512d s = _mm512_add_pd (x, y), d = _mm512_sub_pd (x, y);
      __m512d lo = _mm512_unpacklo_pd (s, d);	/* lanes 0 2 4 6 */
      __m512d hi = _mm512_unpackhi_pd (s, d);	/* lanes 1 3 5 7 */
      const int *j = is + k;
      _mm_storeu_pd (qs + 2 * j[0], _mm512_castpd512_pd128 (lo));
      _mm_storeu_pd (qs + 2 * j[1], _mm512_castpd512_pd128 (hi));
      _mm_storeu_pd (qs + 2 * j[2], _mm512_extractf64x2_pd (lo, 1));
      _mm_storeu_pd (qs + 2 * j[3], _mm512_extractf64x2_pd (hi, 1));
      _mm_storeu_pd (qs + 2 * j[4], _mm512_extractf64x2_pd (lo, 2));
      _mm_storeu_pd (qs + 2 * j[5], _mm512_extractf64x2_pd (hi, 2));
      _mm_storeu_pd (qs + 2 * j[6], _mm512_extractf64x2_pd (lo, 3));
      _mm_storeu_pd (qs + 2 * j[7], _mm512_extractf64x2_pd (hi, 3));
    }
#elif defined __AVX2__
  for (; k + 4 <= n; k += 4)
    {
      __m256d x = _mm256_loadu_pd (as + k), y = _mm256_loadu_pd (bs + k);
      __m256d s = _mm256_add_pd (x, y), d = _mm256_sub_pd (x, y);
      __m256d lo = _mm256_unpacklo_pd (s, d);	/* lanes 0 2 */
      __m256d hi = _mm256_unpackhi_pd (s, d);	/* lanes 1 3 */
      const int *j = is + k;
      _mm_storeu_pd (qs + 2 * j[0], _mm256_castpd256_pd128 (lo));
      _mm_storeu_pd (qs + 2 * j[1], _mm256_castpd256_pd128 (hi));
      _mm_storeu_pd (qs + 2 * j[2], _mm256_extractf128_pd (lo, 1));
      _mm_storeu_pd (qs + 2 * j[3], _mm256_extractf128_pd (hi, 1));
    }
#endif
  for (; k < n; k++)
    {
      int j = is[k];
      qs[2 * j] = as[k] + bs[k];
      qs[2 * j + 1] = as[k] - bs[k];
    }
}
