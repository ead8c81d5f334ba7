/* The limit of gather_pairs.c: the same kernel written by hand with one
   16-byte load per lane and in-lane unpacks (AVX-512 when compiled for
   it, else AVX; without it, the plain loop), the sequence the vls pass aims for.

   Small integers in doubles keep every result exact, so all builds print
   the same checksum.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include "bench_timer.h"

#include <immintrin.h>

#include "gather_pairs.main.h"

/* One 16-byte load of x[j], x[j + 1] for index J.  */
static inline __m128d
pair_at (const double *xs, int j)
{
  return _mm_loadu_pd (xs + j);
}

/* noipa: not specialised for the constant size, so GCC does not warn
   about the scalar remainder loop.  */
__attribute__ ((noipa)) static void
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
#ifdef __AVX__
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
#endif
  for (; k < n; k++)
    {
      int j = is[k];
      ys[k] += xs[j] + 2.0 * xs[j + 1];
    }
}
