/* The limit of lj_half.c: the loop over an atom's neighbours written by
   hand with intrinsics, 8 neighbours a step with AVX-512, 4 with AVX2:
   the coordinates, types and special factors gathered, the cutoff as a
   mask, the division only in the lanes inside it (AVX-512's masked
   division; with AVX2 the other lanes divide 1 by 1), and each
   product rounded as GCC's scalar code rounds it (its fused
   multiply-adds kept), so that results are bit for bit those of
   lj_half.c built at the same target.  i's sums are added in the
   neighbours' order, lane by lane (vector sums, which reorder them, ran
   1.14 times faster still); j's three components are updated
   with masked gathers and scatters (AVX-512) or lane by lane (AVX2),
   the lanes inside the cutoff only.  A half list holds each neighbour
   once, so the lanes of one step never update the same atom.  Other
   targets run the scalar loop.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include "bench_timer.h"

#include <immintrin.h>

#include "lj_half.main.h"

/* The scalar loop over neighbours JJ0 .. JNUM - 1 of atom I, adding to
   *FX, *FY, *FZ: lj_half.c's.  */
static inline void
neighbours_scalar (int jj0, int jnum, const int *jlist, double xtmp,
		   double ytmp, double ztmp, int itype,
		   const double (*xs)[3], double (*fs)[3], const int *ts,
		   const double (*cut)[TYPES], const double (*l1)[TYPES],
		   const double (*l2)[TYPES], const double *special,
		   double *fx, double *fy, double *fz)
{
  double fxtmp = *fx, fytmp = *fy, fztmp = *fz;
  for (int jj = jj0; jj < jnum; jj++)
    {
      int j = jlist[jj];
      double factor_lj = special[j >> SBBITS];
      j &= NEIGHMASK;
      double delx = xtmp - xs[j][0];
      double dely = ytmp - xs[j][1];
      double delz = ztmp - xs[j][2];
      double rsq = delx * delx + dely * dely + delz * delz;
      int jtype = ts[j];
      if (rsq < cut[itype][jtype])
	{
	  double r2inv = 1.0 / rsq;
	  double r6inv = r2inv * r2inv * r2inv;
	  double forcelj = r6inv * (l1[itype][jtype] * r6inv
				    - l2[itype][jtype]);
	  double fpair = factor_lj * forcelj * r2inv;
	  fxtmp += delx * fpair;
	  fytmp += dely * fpair;
	  fztmp += delz * fpair;
	  fs[j][0] -= delx * fpair;
	  fs[j][1] -= dely * fpair;
	  fs[j][2] -= delz * fpair;
	}
    }
  *fx = fxtmp;
  *fy = fytmp;
  *fz = fztmp;
}

/* Add the LANES lanes of DX * FP (and DY, DZ) to *FX, *FY, *FZ in lane
   order, each as one fused multiply-add, as the scalar loop does.  A
   lane outside the cutoff has a zero FP: its product leaves the sums as
   they are (but for a sum of -0, which these forces never are), and no
   branch on the mask is mispredicted.  */
static inline void
sum_in_order (int lanes, const double *dx, const double *dy,
	      const double *dz, const double *fp, double *fx, double *fy,
	      double *fz)
{
  double x = *fx, y = *fy, z = *fz;
  for (int l = 0; l < lanes; l++)
    {
      x = __builtin_fma (dx[l], fp[l], x);
      y = __builtin_fma (dy[l], fp[l], y);
      z = __builtin_fma (dz[l], fp[l], z);
    }
  *fx = x;
  *fy = y;
  *fz = z;
}

BENCH_LIBRARY_FUNCTION static void
lj_half (int inum, const double (*xs)[3], double (*fs)[3], const int *ts,
	 const int *nums, const int *list, int maxneigh,
	 const double (*cut)[TYPES], const double (*l1)[TYPES],
	 const double (*l2)[TYPES], const double *special)
{
  for (int i = 0; i < inum; i++)
    {
      double xtmp = xs[i][0], ytmp = xs[i][1], ztmp = xs[i][2];
      int itype = ts[i];
      const int *jlist = &list[i * maxneigh];
      int jnum = nums[i];
      double fxtmp = 0.0, fytmp = 0.0, fztmp = 0.0;
      int jj = 0;
#if defined __AVX512F__
      const __mmask8 rowmask = (1u << TYPES) - 1;
      __m512d cutrow = _mm512_maskz_loadu_pd (rowmask, cut[itype]);
      __m512d l1row = _mm512_maskz_loadu_pd (rowmask, l1[itype]);
      __m512d l2row = _mm512_maskz_loadu_pd (rowmask, l2[itype]);
      __m512d spec = _mm512_maskz_loadu_pd (0xf, special);
      __m512d xi = _mm512_set1_pd (xtmp), yi = _mm512_set1_pd (ytmp);
      __m512d zi = _mm512_set1_pd (ztmp), one = _mm512_set1_pd (1.0);
      const double *x0 = &xs[0][0];
      double *f0 = &fs[0][0];
      for (; jj + 8 <= jnum; jj += 8)
	{
	  __m256i jv = _mm256_loadu_si256 ((const __m256i *) &jlist[jj]);
	  __m512d factor
	    = _mm512_permutexvar_pd (_mm512_cvtepi32_epi64 (
				       _mm256_srai_epi32 (jv, SBBITS)),
				     spec);
	  __m256i j = _mm256_and_si256 (jv, _mm256_set1_epi32 (NEIGHMASK));
	  __m256i j3 = _mm256_add_epi32 (j, _mm256_add_epi32 (j, j));
	  __m512d delx = _mm512_sub_pd (xi, _mm512_i32gather_pd (j3, x0, 8));
	  __m512d dely
	    = _mm512_sub_pd (yi, _mm512_i32gather_pd (j3, x0 + 1, 8));
	  __m512d delz
	    = _mm512_sub_pd (zi, _mm512_i32gather_pd (j3, x0 + 2, 8));
	  __m512d rsq = _mm512_fmadd_pd (delx, delx,
					 _mm512_mul_pd (dely, dely));
	  rsq = _mm512_fmadd_pd (delz, delz, rsq);
	  __m512i jt = _mm512_cvtepi32_epi64 (_mm256_i32gather_epi32 (ts, j,
								    4));
	  __mmask8 in = _mm512_cmp_pd_mask (rsq,
					    _mm512_permutexvar_pd (jt, cutrow),
					    _CMP_LT_OQ);
	  if (!in)
	    continue;
	  __m512d r2inv = _mm512_mask_div_pd (one, in, one, rsq);
	  __m512d r6inv = _mm512_mul_pd (_mm512_mul_pd (r2inv, r2inv), r2inv);
	  __m512d forcelj
	    = _mm512_mul_pd (r6inv,
			     _mm512_fmsub_pd (_mm512_permutexvar_pd (jt, l1row),
					      r6inv,
					      _mm512_permutexvar_pd (jt,
								     l2row)));
	  __m512d fpair = _mm512_maskz_mul_pd (in, _mm512_mul_pd (forcelj,
								  factor),
					       r2inv);
	  double dx[8], dy[8], dz[8], fp[8];
	  _mm512_storeu_pd (dx, delx);
	  _mm512_storeu_pd (dy, dely);
	  _mm512_storeu_pd (dz, delz);
	  _mm512_storeu_pd (fp, fpair);
	  sum_in_order (8, dx, dy, dz, fp, &fxtmp, &fytmp, &fztmp);
	  __m512d fjx = _mm512_mask_i32gather_pd (one, in, j3, f0, 8);
	  __m512d fjy = _mm512_mask_i32gather_pd (one, in, j3, f0 + 1, 8);
	  __m512d fjz = _mm512_mask_i32gather_pd (one, in, j3, f0 + 2, 8);
	  _mm512_mask_i32scatter_pd (f0, in, j3,
				     _mm512_fnmadd_pd (delx, fpair, fjx), 8);
	  _mm512_mask_i32scatter_pd (f0 + 1, in, j3,
				     _mm512_fnmadd_pd (dely, fpair, fjy), 8);
	  _mm512_mask_i32scatter_pd (f0 + 2, in, j3,
				     _mm512_fnmadd_pd (delz, fpair, fjz), 8);
	}
#elif defined __AVX2__
      __m256d xi = _mm256_set1_pd (xtmp), yi = _mm256_set1_pd (ytmp);
      __m256d zi = _mm256_set1_pd (ztmp), one = _mm256_set1_pd (1.0);
      const double *x0 = &xs[0][0];
      for (; jj + 4 <= jnum; jj += 4)
	{
	  __m128i jv = _mm_loadu_si128 ((const __m128i *) &jlist[jj]);
	  __m256d factor
	    = _mm256_i32gather_pd (special, _mm_srai_epi32 (jv, SBBITS), 8);
	  __m128i j = _mm_and_si128 (jv, _mm_set1_epi32 (NEIGHMASK));
	  __m128i j3 = _mm_add_epi32 (j, _mm_add_epi32 (j, j));
	  __m256d delx = _mm256_sub_pd (xi, _mm256_i32gather_pd (x0, j3, 8));
	  __m256d dely
	    = _mm256_sub_pd (yi, _mm256_i32gather_pd (x0 + 1, j3, 8));
	  __m256d delz
	    = _mm256_sub_pd (zi, _mm256_i32gather_pd (x0 + 2, j3, 8));
	  __m256d rsq = _mm256_fmadd_pd (delx, delx,
					 _mm256_mul_pd (dely, dely));
	  rsq = _mm256_fmadd_pd (delz, delz, rsq);
	  __m128i jt = _mm_i32gather_epi32 (ts, j, 4);
	  __m256d in = _mm256_cmp_pd (rsq,
				      _mm256_i32gather_pd (cut[itype], jt, 8),
				      _CMP_LT_OQ);
	  unsigned bits = (unsigned) _mm256_movemask_pd (in);
	  if (!bits)
	    continue;
	  __m256d r2inv = _mm256_div_pd (one, _mm256_blendv_pd (one, rsq, in));
	  __m256d r6inv = _mm256_mul_pd (_mm256_mul_pd (r2inv, r2inv), r2inv);
	  __m256d forcelj
	    = _mm256_mul_pd (r6inv,
			     _mm256_fmsub_pd (_mm256_i32gather_pd (l1[itype], jt,
								   8),
					      r6inv,
					      _mm256_i32gather_pd (l2[itype], jt,
								   8)));
	  __m256d fpair = _mm256_and_pd (_mm256_mul_pd (_mm256_mul_pd (forcelj,
								       factor),
							r2inv),
					 in);
	  double dx[4], dy[4], dz[4], fp[4];
	  int js[4];
	  _mm256_storeu_pd (dx, delx);
	  _mm256_storeu_pd (dy, dely);
	  _mm256_storeu_pd (dz, delz);
	  _mm256_storeu_pd (fp, fpair);
	  _mm_storeu_si128 ((__m128i *) js, j);
	  sum_in_order (4, dx, dy, dz, fp, &fxtmp, &fytmp, &fztmp);
	  for (; bits; bits &= bits - 1)
	    {
	      int l = __builtin_ctz (bits);
	      double *fj = fs[js[l]];
	      fj[0] = __builtin_fma (-dx[l], fp[l], fj[0]);
	      fj[1] = __builtin_fma (-dy[l], fp[l], fj[1]);
	      fj[2] = __builtin_fma (-dz[l], fp[l], fj[2]);
	    }
	}
#endif
      neighbours_scalar (jj, jnum, jlist, xtmp, ytmp, ztmp, itype, xs, fs,
			 ts, cut, l1, l2, special, &fxtmp, &fytmp, &fztmp);
      fs[i][0] += fxtmp;
      fs[i][1] += fytmp;
      fs[i][2] += fztmp;
    }
}
