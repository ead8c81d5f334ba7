/* The limit of float_quads.c: the same kernel written by hand with one
   16-byte load per lane, the quads of lanes v, v + 4, v + 8, v + 12 in
   vector v, then a 4x4 transpose inside each 128-bit lane by unpacks
   (AVX-512 when compiled for it, else AVX2): the sequence the vls pass
   aims for.

   Small integers in floats keep every result exact, so all builds print
   the same checksum.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include "bench_timer.h"

#include <immintrin.h>

#include "float_quads.main.h"

/* The quad of index J, one 16-byte load.  */
static inline __m128
quad_at (const float *xs, int j)
{
  return _mm_loadu_ps (xs + 4 * j);
}

/* noipa: not specialised for the constant size, so GCC does not warn
   about the scalar remainder loop.  */
__attribute__ ((noipa)) static void
quads (size_t n, const float *restrict xs, const int *restrict is,
       float *restrict ys)
{
  size_t k = 0;
#ifdef __AVX512F__
  for (; k + 16 <= n; k += 16)
    {
      const int *j = is + k;
      __m512 v[4];
      for (int q = 0; q < 4; q++)
	{
	  v[q] = _mm512_castps128_ps512 (quad_at (xs, j[q]));
	  v[q] = _mm512_insertf32x4 (v[q], quad_at (xs, j[q + 4]), 1);
	  v[q] = _mm512_insertf32x4 (v[q], quad_at (xs, j[q + 8]), 2);
	  v[q] = _mm512_insertf32x4 (v[q], quad_at (xs, j[q + 12]), 3);
	}
      __m512d t0 = _mm512_castps_pd (_mm512_unpacklo_ps (v[0], v[1]));
      __m512d t1 = _mm512_castps_pd (_mm512_unpackhi_ps (v[0], v[1]));
      __m512d t2 = _mm512_castps_pd (_mm512_unpacklo_ps (v[2], v[3]));
      __m512d t3 = _mm512_castps_pd (_mm512_unpackhi_ps (v[2], v[3]));
      __m512 e0 = _mm512_castpd_ps (_mm512_unpacklo_pd (t0, t2));
      __m512 e1 = _mm512_castpd_ps (_mm512_unpackhi_pd (t0, t2));
      __m512 e2 = _mm512_castpd_ps (_mm512_unpacklo_pd (t1, t3));
      __m512 e3 = _mm512_castpd_ps (_mm512_unpackhi_pd (t1, t3));
      __m512 s = _mm512_fmadd_ps (_mm512_set1_ps (2.0f), e1, e0);
      s = _mm512_fmadd_ps (_mm512_set1_ps (4.0f), e2, s);
      s = _mm512_fmadd_ps (_mm512_set1_ps (8.0f), e3, s);
      _mm512_storeu_ps (ys + k, _mm512_add_ps (_mm512_loadu_ps (ys + k), s));
    }
#endif
#ifdef __AVX2__
  for (; k + 8 <= n; k += 8)
    {
      const int *j = is + k;
      __m256 v[4];
      for (int q = 0; q < 4; q++)
	v[q] = _mm256_set_m128 (quad_at (xs, j[q + 4]), quad_at (xs, j[q]));
      __m256d t0 = _mm256_castps_pd (_mm256_unpacklo_ps (v[0], v[1]));
      __m256d t1 = _mm256_castps_pd (_mm256_unpackhi_ps (v[0], v[1]));
      __m256d t2 = _mm256_castps_pd (_mm256_unpacklo_ps (v[2], v[3]));
      __m256d t3 = _mm256_castps_pd (_mm256_unpackhi_ps (v[2], v[3]));
      __m256 e0 = _mm256_castpd_ps (_mm256_unpacklo_pd (t0, t2));
      __m256 e1 = _mm256_castpd_ps (_mm256_unpackhi_pd (t0, t2));
      __m256 e2 = _mm256_castpd_ps (_mm256_unpacklo_pd (t1, t3));
      __m256 e3 = _mm256_castpd_ps (_mm256_unpackhi_pd (t1, t3));
      __m256 s = _mm256_add_ps (e0, _mm256_mul_ps (_mm256_set1_ps (2.0f), e1));
      s = _mm256_add_ps (s, _mm256_mul_ps (_mm256_set1_ps (4.0f), e2));
      s = _mm256_add_ps (s, _mm256_mul_ps (_mm256_set1_ps (8.0f), e3));
      _mm256_storeu_ps (ys + k, _mm256_add_ps (_mm256_loadu_ps (ys + k), s));
    }
#endif
  for (; k < n; k++)
    {
      int j = is[k];
      ys[k] += xs[4 * j] + 2.0f * xs[4 * j + 1] + 4.0f * xs[4 * j + 2]
	       + 8.0f * xs[4 * j + 3];
    }
}
