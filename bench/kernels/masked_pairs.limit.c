/* The limit of masked_pairs.c: the same kernel written by hand with one
   16-byte masked load per lane (a lane whose flag is clear reads
   nothing), in-lane unpacks and a masked store; AVX-512 when compiled
   for it, else AVX; without it, the plain loop.

   Small integers in doubles keep every result exact, so all builds print
   the same checksum.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include "bench_timer.h"

#include <immintrin.h>

#include "masked_pairs.main.h"

/* noipa: not specialised for the constant size, so GCC does not warn
   about the scalar remainder loop.  */
__attribute__ ((noipa)) static void
masked_pairs (int n, const double *restrict xs, const int *restrict is,
	      const signed char *restrict f, double *restrict ys)
{
  int k = 0;
#ifdef __AVX512F__
  for (; k + 8 <= n; k += 8)
    {
      const int *j = is + k;
      unsigned m = 0;
      for (int l = 0; l < 8; l++)
	m |= (unsigned) (f[k + l] != 0) << l;
      __m128d p[8];
      for (int l = 0; l < 8; l++)
	p[l] = _mm_maskz_loadu_pd ((m >> l & 1) ? 3 : 0, xs + j[l]);
      __m512d even = _mm512_castpd128_pd512 (p[0]);
      even = _mm512_insertf64x2 (even, p[2], 1);
      even = _mm512_insertf64x2 (even, p[4], 2);
      even = _mm512_insertf64x2 (even, p[6], 3);
      __m512d odd = _mm512_castpd128_pd512 (p[1]);
      odd = _mm512_insertf64x2 (odd, p[3], 1);
      odd = _mm512_insertf64x2 (odd, p[5], 2);
      odd = _mm512_insertf64x2 (odd, p[7], 3);
      __m512d a = _mm512_unpacklo_pd (even, odd);
      __m512d b = _mm512_unpackhi_pd (even, odd);
      _mm512_mask_storeu_pd (ys + k, (__mmask8) m,
			     _mm512_add_pd (a, _mm512_add_pd (b, b)));
    }
#endif
#ifdef __AVX__
  for (; k + 4 <= n; k += 4)
    {
      const int *j = is + k;
      __m128i on[4];
      for (int l = 0; l < 4; l++)
	on[l] = _mm_set1_epi64x (f[k + l] ? -1 : 0);
      __m256d even = _mm256_set_m128d (_mm_maskload_pd (xs + j[2], on[2]),
				       _mm_maskload_pd (xs + j[0], on[0]));
      __m256d odd = _mm256_set_m128d (_mm_maskload_pd (xs + j[3], on[3]),
				      _mm_maskload_pd (xs + j[1], on[1]));
      __m256d a = _mm256_unpacklo_pd (even, odd);
      __m256d b = _mm256_unpackhi_pd (even, odd);
      __m256i keep = _mm256_set_epi64x (f[k + 3] ? -1 : 0, f[k + 2] ? -1 : 0,
					f[k + 1] ? -1 : 0, f[k] ? -1 : 0);
      _mm256_maskstore_pd (ys + k, keep, _mm256_add_pd (a, _mm256_add_pd (b, b)));
    }
#endif
  for (; k < n; k++)
    if (f[k])
      {
	int j = is[k];
	ys[k] = xs[j] + 2.0 * xs[j + 1];
      }
}
