/* The limit of bcsr_2x2.c: the same kernel written by hand, eight blocks
   at a time: per block one 16-byte load of its x pair, the pairs of
   even and odd blocks in two vectors split by unpacks; the blocks
   themselves split by two-input permutes (AVX-512; without it, the plain
   loop): the sequence the vls pass aims for.

   Small integers in doubles keep every result exact whatever the order
   of the sums, so all builds print the same checksum.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include "bench_timer.h"

#include <immintrin.h>

#include "bcsr_2x2.main.h"

/* noipa: not specialised for the constant size, so GCC does not warn
   about the scalar remainder loop.  */
__attribute__ ((noipa)) static void
bcsr_mv (int rows, const int *restrict rp, const int *restrict cs,
	 const double *restrict as, const double *restrict xs,
	 double *restrict ys)
{
#ifdef __AVX512F__
  const __m512i even = _mm512_set_epi64 (14, 12, 10, 8, 6, 4, 2, 0);
  const __m512i odd = _mm512_add_epi64 (even, _mm512_set1_epi64 (1));
#endif
  for (int i = 0; i < rows; i++)
    {
      double s0 = 0.0, s1 = 0.0;
      int b = rp[i];
#ifdef __AVX512F__
      __m512d v0 = _mm512_setzero_pd (), v1 = _mm512_setzero_pd ();
      for (; b + 8 <= rp[i + 1]; b += 8)
	{
	  const int *c = cs + b;
	  __m512d xe = _mm512_castpd128_pd512 (_mm_loadu_pd (xs + 2 * c[0]));
	  __m512d xo = _mm512_castpd128_pd512 (_mm_loadu_pd (xs + 2 * c[1]));
	  for (int q = 1; q < 4; q++)
	    {
	      xe = _mm512_insertf64x2 (xe, _mm_loadu_pd (xs + 2 * c[2 * q]), q);
	      xo = _mm512_insertf64x2 (xo, _mm_loadu_pd (xs + 2 * c[2 * q + 1]),
				       q);
	    }
	  __m512d x0 = _mm512_unpacklo_pd (xe, xo);
	  __m512d x1 = _mm512_unpackhi_pd (xe, xo);
	  const double *ab = as + 4 * b;
	  __m512d a01 = _mm512_loadu_pd (ab), a23 = _mm512_loadu_pd (ab + 8);
	  __m512d a45 = _mm512_loadu_pd (ab + 16), a67 = _mm512_loadu_pd (ab + 24);
	  /* Elements 0 and 2, 1 and 3 of each block, then split again.  */
	  __m512d e_lo = _mm512_permutex2var_pd (a01, even, a23);
	  __m512d e_hi = _mm512_permutex2var_pd (a45, even, a67);
	  __m512d o_lo = _mm512_permutex2var_pd (a01, odd, a23);
	  __m512d o_hi = _mm512_permutex2var_pd (a45, odd, a67);
	  __m512d m0 = _mm512_permutex2var_pd (e_lo, even, e_hi);
	  __m512d m2 = _mm512_permutex2var_pd (e_lo, odd, e_hi);
	  __m512d m1 = _mm512_permutex2var_pd (o_lo, even, o_hi);
	  __m512d m3 = _mm512_permutex2var_pd (o_lo, odd, o_hi);
	  v0 = _mm512_add_pd (v0, _mm512_fmadd_pd (m0, x0,
						   _mm512_mul_pd (m1, x1)));
	  v1 = _mm512_add_pd (v1, _mm512_fmadd_pd (m2, x0,
						   _mm512_mul_pd (m3, x1)));
	}
      s0 = _mm512_reduce_add_pd (v0);
      s1 = _mm512_reduce_add_pd (v1);
#endif
      for (; b < rp[i + 1]; b++)
	{
	  int c = cs[b];
	  double x0 = xs[2 * c], x1 = xs[2 * c + 1];
	  s0 += as[4 * b] * x0 + as[4 * b + 1] * x1;
	  s1 += as[4 * b + 2] * x0 + as[4 * b + 3] * x1;
	}
      ys[2 * i] += s0;
      ys[2 * i + 1] += s1;
    }
}
