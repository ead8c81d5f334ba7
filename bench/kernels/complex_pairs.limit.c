/* The limit of complex_pairs.c: the same kernel written by hand with one
   8-byte load per lane (a whole re/im pair), the pairs joined into two
   vectors and split into real and imaginary parts by two two-input
   permutes (AVX-512; without it, the plain loop): the sequence the vls
   pass aims for.

   Small integers in floats keep every result exact, so all builds print
   the same checksum.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include "bench_timer.h"

#include <immintrin.h>

#include "complex_pairs.main.h"

#ifdef __AVX512F__
/* The pairs of lanes J[0] and J[1] in one 16-byte vector, one 8-byte
   load each.  */
static inline __m128i
pairs_at (const struct cfloat *cs, const int *j)
{
  return _mm_unpacklo_epi64 (_mm_loadl_epi64 ((const __m128i *) &cs[j[0]]),
			     _mm_loadl_epi64 ((const __m128i *) &cs[j[1]]));
}

/* The pairs of lanes J[0..7] in one vector.  */
static inline __m512
eight_pairs_at (const struct cfloat *cs, const int *j)
{
  __m512i v = _mm512_castsi128_si512 (pairs_at (cs, j));
  v = _mm512_inserti64x2 (v, pairs_at (cs, j + 2), 1);
  v = _mm512_inserti64x2 (v, pairs_at (cs, j + 4), 2);
  v = _mm512_inserti64x2 (v, pairs_at (cs, j + 6), 3);
  return _mm512_castsi512_ps (v);
}
#endif

/* noipa: not specialised for the constant size, so GCC does not warn
   about the scalar remainder loop.  */
__attribute__ ((noipa)) static void
cmul_acc (size_t n, const struct cfloat *restrict cs,
	  const int *restrict is, const float *restrict ar,
	  const float *restrict ai, float *restrict br, float *restrict bi)
{
  size_t k = 0;
#ifdef __AVX512F__
  const __m512i even = _mm512_set_epi32 (30, 28, 26, 24, 22, 20, 18, 16,
					 14, 12, 10, 8, 6, 4, 2, 0);
  const __m512i odd = _mm512_add_epi32 (even, _mm512_set1_epi32 (1));
  for (; k + 16 <= n; k += 16)
    {
      __m512 lo = eight_pairs_at (cs, is + k);
      __m512 hi = eight_pairs_at (cs, is + k + 8);
      __m512 re = _mm512_permutex2var_ps (lo, even, hi);
      __m512 im = _mm512_permutex2var_ps (lo, odd, hi);
      __m512 wr = _mm512_loadu_ps (ar + k), wi = _mm512_loadu_ps (ai + k);
      __m512 pr = _mm512_fmsub_ps (re, wr, _mm512_mul_ps (im, wi));
      __m512 pi = _mm512_fmadd_ps (re, wi, _mm512_mul_ps (im, wr));
      _mm512_storeu_ps (br + k, _mm512_add_ps (_mm512_loadu_ps (br + k), pr));
      _mm512_storeu_ps (bi + k, _mm512_add_ps (_mm512_loadu_ps (bi + k), pi));
    }
#endif
  for (; k < n; k++)
    {
      int j = is[k];
      float re = cs[j].re, im = cs[j].im;
      br[k] += re * ar[k] - im * ai[k];
      bi[k] += re * ai[k] + im * ar[k];
    }
}
