/* The limit of power_table.c: the same kernel written by hand with the
   table in registers, one vector per power (AVX2: four lanes of
   doubles, AVX-512: eight), and each data-dependent read as a chain of
   compares and blends over the eight powers; no memory table at all.

   Powers of halves keep every result exact, so all builds print the
   same checksum.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include "bench_timer.h"

#include <immintrin.h>

#include "power_table.main.h"

/* noipa: not specialised for the constant size, so GCC does not warn
   about the scalar remainder loop.  */
__attribute__ ((noipa)) static void
power_table (size_t n, const double *restrict xs, const int *restrict ss,
	     double *restrict ys)
{
  size_t k = 0;
#ifdef __AVX512F__
  for (; k + 8 <= n; k += 8)
    {
      __m512d v = _mm512_loadu_pd (xs + k);
      __m256i s = _mm256_loadu_si256 ((const __m256i *) (ss + k));
      __m256i lo = _mm256_and_si256 (s, _mm256_set1_epi32 (7));
      __m256i hi = _mm256_and_si256 (_mm256_srli_epi32 (s, 3),
				     _mm256_set1_epi32 (7));
      __m512d p = _mm512_set1_pd (1.0), a = p, b = p;
      for (int e = 1; e < 8; e++)
	{
	  p = _mm512_mul_pd (p, v);
	  __m256i ev = _mm256_set1_epi32 (e);
	  a = _mm512_mask_mov_pd (a, _mm256_cmpeq_epi32_mask (lo, ev), p);
	  b = _mm512_mask_mov_pd (b, _mm256_cmpeq_epi32_mask (hi, ev), p);
	}
      _mm512_storeu_pd (ys + k, _mm512_add_pd (a, b));
    }
#elif defined __AVX2__
  for (; k + 4 <= n; k += 4)
    {
      __m256d v = _mm256_loadu_pd (xs + k);
      __m128i s = _mm_loadu_si128 ((const __m128i *) (ss + k));
      __m256i lo = _mm256_cvtepi32_epi64 (_mm_and_si128 (s,
							  _mm_set1_epi32 (7)));
      __m256i hi = _mm256_cvtepi32_epi64
	(_mm_and_si128 (_mm_srli_epi32 (s, 3), _mm_set1_epi32 (7)));
      __m256d p = _mm256_set1_pd (1.0), a = p, b = p;
      for (int e = 1; e < 8; e++)
	{
	  p = _mm256_mul_pd (p, v);
	  __m256i ev = _mm256_set1_epi64x (e);
	  a = _mm256_blendv_pd (a, p, _mm256_castsi256_pd
				      (_mm256_cmpeq_epi64 (lo, ev)));
	  b = _mm256_blendv_pd (b, p, _mm256_castsi256_pd
				      (_mm256_cmpeq_epi64 (hi, ev)));
	}
      _mm256_storeu_pd (ys + k, _mm256_add_pd (a, b));
    }
#endif
  for (; k < n; k++)
    {
      double c[8];
      c[0] = 1.0;
      for (int b = 1; b < 8; b++)
	c[b] = c[b - 1] * xs[k];
      ys[k] = c[ss[k] & 7] + c[(ss[k] >> 3) & 7];
    }
}
