/* The limit of int_histogram.c: the same kernel written by hand, the 8
   bins of eight (AVX2) or sixteen (AVX-512) lanes in registers, each
   update a compare and a masked add per bin, then the weighted sum.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include "bench_timer.h"

#include <immintrin.h>

#include "int_histogram.main.h"

/* noipa: not specialised for the constant size, so GCC does not warn
   about the scalar remainder loop.  */
__attribute__ ((noipa)) static void
histogram (size_t n, const int *restrict s, const int *restrict x,
	   int *restrict out)
{
  size_t k = 0;
#ifdef __AVX512F__
  for (; k + 16 <= n; k += 16)
    {
      __m512i sv = _mm512_loadu_si512 (s + k);
      __m512i v = _mm512_loadu_si512 (x + k);
      __m512i v2 = _mm512_add_epi32 (v, v);
      __m512i lo = _mm512_and_si512 (sv, _mm512_set1_epi32 (7));
      __m512i hi = _mm512_and_si512 (_mm512_srli_epi32 (sv, 3),
				     _mm512_set1_epi32 (7));
      __m512i acc = _mm512_setzero_si512 ();
      for (int b = 0; b < BINS; b++)
	{
	  __m512i bv = _mm512_set1_epi32 (b);
	  __m512i h = _mm512_maskz_mov_epi32 (_mm512_cmpeq_epi32_mask (lo, bv),
					      v);
	  h = _mm512_mask_add_epi32 (h, _mm512_cmpeq_epi32_mask (hi, bv), h,
				     v2);
	  acc = _mm512_add_epi32 (acc, _mm512_mullo_epi32
					 (h, _mm512_set1_epi32 (b + 1)));
	}
      _mm512_storeu_si512 (out + k, acc);
    }
#elif defined __AVX2__
  for (; k + 8 <= n; k += 8)
    {
      __m256i sv = _mm256_loadu_si256 ((const __m256i *) (s + k));
      __m256i v = _mm256_loadu_si256 ((const __m256i *) (x + k));
      __m256i v2 = _mm256_add_epi32 (v, v);
      __m256i lo = _mm256_and_si256 (sv, _mm256_set1_epi32 (7));
      __m256i hi = _mm256_and_si256 (_mm256_srli_epi32 (sv, 3),
				     _mm256_set1_epi32 (7));
      __m256i acc = _mm256_setzero_si256 ();
      for (int b = 0; b < BINS; b++)
	{
	  __m256i bv = _mm256_set1_epi32 (b);
	  __m256i h = _mm256_and_si256 (_mm256_cmpeq_epi32 (lo, bv), v);
	  h = _mm256_add_epi32 (h, _mm256_and_si256 (_mm256_cmpeq_epi32 (hi,
									 bv),
						     v2));
	  acc = _mm256_add_epi32 (acc, _mm256_mullo_epi32
					 (h, _mm256_set1_epi32 (b + 1)));
	}
      _mm256_storeu_si256 ((__m256i *) (out + k), acc);
    }
#endif
  for (; k < n; k++)
    {
      int h[BINS] = { 0 };
      h[s[k] & (BINS - 1)] += x[k];
      h[(s[k] >> 3) & (BINS - 1)] += 2 * x[k];
      int acc = 0;
      for (int b = 0; b < BINS; b++)
	acc += h[b] * (b + 1);
      out[k] = acc;
    }
}
