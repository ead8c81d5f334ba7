/* The limit of struct_triples.c: the same kernel written by hand with,
   per lane, one 16-byte load of x and y and one 8-byte load of z (a
   32-byte load would read past the point), then unpacks (AVX-512 when
   compiled for it, else AVX; without it, the plain loop): the
   sequence the vls pass aims for.

   Small integers in doubles keep every result exact, so all builds print
   the same checksum.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include "bench_timer.h"

#include <immintrin.h>

#include "struct_triples.main.h"

/* x and y of point J, one 16-byte load.  */
static inline __m128d
xy_at (const struct point *ps, int j)
{
  return _mm_loadu_pd (&ps[j].x);
}

/* z of the points J0 and J1, two 8-byte loads.  */
static inline __m128d
z_at (const struct point *ps, int j0, int j1)
{
  return _mm_loadh_pd (_mm_load_sd (&ps[j0].z), &ps[j1].z);
}

/* noipa: not specialised for the constant size, so GCC does not warn
   about the scalar remainder loop.  */
__attribute__ ((noipa)) static void
triples (size_t n, const struct point *restrict ps, const int *restrict is,
	 double *restrict ys)
{
  size_t k = 0;
#ifdef __AVX512F__
  const __m512d two = _mm512_set1_pd (2.0), four = _mm512_set1_pd (4.0);
  for (; k + 8 <= n; k += 8)
    {
      const int *j = is + k;
      __m512d even = _mm512_castpd128_pd512 (xy_at (ps, j[0]));
      even = _mm512_insertf64x2 (even, xy_at (ps, j[2]), 1);
      even = _mm512_insertf64x2 (even, xy_at (ps, j[4]), 2);
      even = _mm512_insertf64x2 (even, xy_at (ps, j[6]), 3);
      __m512d odd = _mm512_castpd128_pd512 (xy_at (ps, j[1]));
      odd = _mm512_insertf64x2 (odd, xy_at (ps, j[3]), 1);
      odd = _mm512_insertf64x2 (odd, xy_at (ps, j[5]), 2);
      odd = _mm512_insertf64x2 (odd, xy_at (ps, j[7]), 3);
      __m512d xs = _mm512_unpacklo_pd (even, odd);
      __m512d yv = _mm512_unpackhi_pd (even, odd);
      __m512d z = _mm512_castpd128_pd512 (z_at (ps, j[0], j[1]));
      z = _mm512_insertf64x2 (z, z_at (ps, j[2], j[3]), 1);
      z = _mm512_insertf64x2 (z, z_at (ps, j[4], j[5]), 2);
      z = _mm512_insertf64x2 (z, z_at (ps, j[6], j[7]), 3);
      __m512d s = _mm512_fmadd_pd (four, z, _mm512_fmadd_pd (two, yv, xs));
      _mm512_storeu_pd (ys + k, _mm512_add_pd (_mm512_loadu_pd (ys + k), s));
    }
#endif
#ifdef __AVX__
  for (; k + 4 <= n; k += 4)
    {
      const int *j = is + k;
      __m256d even = _mm256_set_m128d (xy_at (ps, j[2]), xy_at (ps, j[0]));
      __m256d odd = _mm256_set_m128d (xy_at (ps, j[3]), xy_at (ps, j[1]));
      __m256d xs = _mm256_unpacklo_pd (even, odd);
      __m256d yv = _mm256_unpackhi_pd (even, odd);
      __m256d z = _mm256_set_m128d (z_at (ps, j[2], j[3]),
				    z_at (ps, j[0], j[1]));
      __m256d s = _mm256_add_pd (_mm256_add_pd (xs, _mm256_add_pd (yv, yv)),
				 _mm256_mul_pd (_mm256_set1_pd (4.0), z));
      _mm256_storeu_pd (ys + k, _mm256_add_pd (_mm256_loadu_pd (ys + k), s));
    }
#endif
  for (; k < n; k++)
    {
      int j = is[k];
      ys[k] += ps[j].x + 2.0 * ps[j].y + 4.0 * ps[j].z;
    }
}
