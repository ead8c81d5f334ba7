/* The limit of lj_half.c: the loop over an atom's neighbours written by
   hand with intrinsics, 8 neighbours a step with AVX-512 (but at AMD's
   tunings), 4 with AVX2 and FMA, each product rounded as GCC's scalar
   code rounds it (its fused multiply-adds kept), so that results are bit for bit those of
   lj_half.c built at the same target.  The cutoff is a mask; the
   division runs only in the lanes inside it (AVX-512's masked
   division; with AVX2 the other lanes divide 1 by 1).  A half list
   holds each neighbour once, so the lanes of one step never update the
   same atom.  Other targets run the scalar loop.

   AVX-512: coordinates, types and special factors gathered, the type
   tables' rows in registers; i's sums added in the neighbours' order,
   lane by lane (vector sums, which reorder them, ran 1.14 times faster
   still); j's three components updated with masked gathers and
   scatters.

   AVX2 (gathers are slow on AMD's Zen 3, masked stores slower): each
   lane's coordinates read with a 16-byte and an 8-byte load and
   transposed; types gathered; the tables' rows (two types) and the
   special factors permuted in registers.  The step's products are
   transposed back to one vector (dx, dy, dz, 0) per lane, which serves
   both i's sums (one fused multiply-add per lane, in the neighbours'
   order, each component as the scalar loop adds it) and j's update (a
   16-byte and an 8-byte read-modify-write per lane, with no branch:
   a lane outside the cutoff updates a private array instead).

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include "bench_timer.h"

#include <immintrin.h>

#include "lj_half.main.h"

/* The AVX-512 form, but at AMD's tunings: a Zen 4 ran it 0.81 times as
   fast as GCC's scalar code, and the AVX2 form 1.23 times
   (bench/RESULTS.md).  GCC 12 tunes a Zen 4 as a Zen 3.  */
#if defined __AVX512F__ && !defined __tune_znver3__ \
    && !defined __tune_znver4__ && !defined __tune_znver5__
#define LJ_HALF_AVX512 1
/* The AVX2 form: AVX2 and FMA, where the AVX-512 form does not take the
   loop.  */
#elif defined __AVX2__ && defined __FMA__
#define LJ_HALF_AVX2 1
#endif

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

#ifdef LJ_HALF_AVX2
/* The AVX2 form holds a table's row, two types, in one 16-byte pair
   (this does not compile with another count).  */
typedef char row_is_one_pair[TYPES == 2 ? 1 : -1];

/* special[S] for the four lanes of S (0 to 3), from SPEC, special's
   four doubles seen as eight floats: lane l takes floats 2S and 2S + 1.  */
static inline __m256d
special_factors (__m256 spec, __m128i s)
{
  __m256i s2 = _mm256_slli_epi64 (_mm256_cvtepi32_epi64 (s), 1);
  __m256i next = _mm256_add_epi64 (s2, _mm256_set1_epi64x (1));
  __m256i pair = _mm256_or_si256 (s2, _mm256_slli_epi64 (next, 32));
  return _mm256_castps_pd (_mm256_permutevar8x32_ps (spec, pair));
}

/* x[j][0..2] of four atoms, J3[l] = 3 * j of lane l, as one vector per
   coordinate: each atom's x and y in one 16-byte load, its z in an
   8-byte one, then a transpose.  */
static inline void
coordinates (const double *x0, const int *j3, __m256d *cx, __m256d *cy,
	     __m256d *cz)
{
  __m256d xy02 = _mm256_insertf128_pd (
    _mm256_castpd128_pd256 (_mm_loadu_pd (x0 + j3[0])),
    _mm_loadu_pd (x0 + j3[2]), 1);
  __m256d xy13 = _mm256_insertf128_pd (
    _mm256_castpd128_pd256 (_mm_loadu_pd (x0 + j3[1])),
    _mm_loadu_pd (x0 + j3[3]), 1);
  __m128d z01 = _mm_loadh_pd (_mm_load_sd (x0 + j3[0] + 2), x0 + j3[1] + 2);
  __m128d z23 = _mm_loadh_pd (_mm_load_sd (x0 + j3[2] + 2), x0 + j3[3] + 2);
  *cx = _mm256_unpacklo_pd (xy02, xy13);
  *cy = _mm256_unpackhi_pd (xy02, xy13);
  *cz = _mm256_insertf128_pd (_mm256_castpd128_pd256 (z01), z23, 1);
}

/* The transpose back: D[l] = (dx, dy, dz, 0) of lane l and FP[l] lane
   l's FPAIR in every element.  */
static inline void
lanes (__m256d dx, __m256d dy, __m256d dz, __m256d fpair, __m256d *d,
       __m256d *fp)
{
  __m256d zero = _mm256_setzero_pd ();
  __m256d xy02 = _mm256_unpacklo_pd (dx, dy);
  __m256d xy13 = _mm256_unpackhi_pd (dx, dy);
  __m256d z02 = _mm256_unpacklo_pd (dz, zero);
  __m256d z13 = _mm256_unpackhi_pd (dz, zero);
  d[0] = _mm256_permute2f128_pd (xy02, z02, 0x20);
  d[1] = _mm256_permute2f128_pd (xy13, z13, 0x20);
  d[2] = _mm256_permute2f128_pd (xy02, z02, 0x31);
  d[3] = _mm256_permute2f128_pd (xy13, z13, 0x31);
  fp[0] = _mm256_permute4x64_pd (fpair, 0x00);
  fp[1] = _mm256_permute4x64_pd (fpair, 0x55);
  fp[2] = _mm256_permute4x64_pd (fpair, 0xaa);
  fp[3] = _mm256_permute4x64_pd (fpair, 0xff);
}

/* FJ[0..2] -= D[0..2] * FP, each element one fused multiply-add, as
   GCC's scalar code rounds it: x and y in one 16-byte operation, z in
   an 8-byte one.  */
static inline void
subtract_from (double *fj, __m256d d, __m256d fp)
{
  __m128d f = _mm256_castpd256_pd128 (fp);
  _mm_storeu_pd (fj, _mm_fnmadd_pd (_mm256_castpd256_pd128 (d), f,
				    _mm_loadu_pd (fj)));
  _mm_store_sd (fj + 2, _mm_fnmadd_sd (_mm256_extractf128_pd (d, 1), f,
				       _mm_load_sd (fj + 2)));
}
#endif

BENCH_LIBRARY_FUNCTION static void
lj_half (int inum, const double (*xs)[3], double (*fs)[3], const int *ts,
	 const int *nums, const int *list, int maxneigh,
	 const double (*cut)[TYPES], const double (*l1)[TYPES],
	 const double (*l2)[TYPES], const double *special)
{
#ifdef LJ_HALF_AVX2
  /* What a lane outside the cutoff updates instead of f[j]: every lane
     runs the same instructions, and the loop stores nothing the scalar
     loop does not.  */
  double unwritten[4][4] = { { 0 } };
#endif
  for (int i = 0; i < inum; i++)
    {
      double xtmp = xs[i][0], ytmp = xs[i][1], ztmp = xs[i][2];
      int itype = ts[i];
      const int *jlist = &list[i * maxneigh];
      int jnum = nums[i];
      double fxtmp = 0.0, fytmp = 0.0, fztmp = 0.0;
      int jj = 0;
#if defined LJ_HALF_AVX512
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
#elif defined LJ_HALF_AVX2
      __m256d xi = _mm256_set1_pd (xtmp), yi = _mm256_set1_pd (ytmp);
      __m256d zi = _mm256_set1_pd (ztmp), one = _mm256_set1_pd (1.0);
      __m256d cutrow = _mm256_broadcast_pd ((const __m128d *) cut[itype]);
      __m256d l1row = _mm256_broadcast_pd ((const __m128d *) l1[itype]);
      __m256d l2row = _mm256_broadcast_pd ((const __m128d *) l2[itype]);
      __m256 spec = _mm256_castpd_ps (_mm256_loadu_pd (special));
      __m256d sum = _mm256_setzero_pd ();
      double *f0 = &fs[0][0];
      for (; jj + 4 <= jnum; jj += 4)
	{
	  __m128i jv = _mm_loadu_si128 ((const __m128i *) &jlist[jj]);
	  __m256d factor = special_factors (spec, _mm_srli_epi32 (jv, SBBITS));
	  __m128i j = _mm_and_si128 (jv, _mm_set1_epi32 (NEIGHMASK));
	  int j3[4];
	  _mm_storeu_si128 ((__m128i *) j3,
			    _mm_add_epi32 (j, _mm_add_epi32 (j, j)));
	  __m256d delx, dely, delz;
	  coordinates (&xs[0][0], j3, &delx, &dely, &delz);
	  delx = _mm256_sub_pd (xi, delx);
	  dely = _mm256_sub_pd (yi, dely);
	  delz = _mm256_sub_pd (zi, delz);
	  __m256d rsq = _mm256_fmadd_pd (delx, delx,
					 _mm256_mul_pd (dely, dely));
	  rsq = _mm256_fmadd_pd (delz, delz, rsq);
	  __m256i jt = _mm256_slli_epi64 (_mm256_cvtepi32_epi64 (
					    _mm_i32gather_epi32 (ts, j, 4)),
					  1);
	  __m256d in = _mm256_cmp_pd (rsq, _mm256_permutevar_pd (cutrow, jt),
				      _CMP_LT_OQ);
	  unsigned bits = (unsigned) _mm256_movemask_pd (in);
	  if (!bits)
	    continue;
	  __m256d r2inv = _mm256_div_pd (one, _mm256_blendv_pd (one, rsq, in));
	  __m256d r6inv = _mm256_mul_pd (_mm256_mul_pd (r2inv, r2inv), r2inv);
	  __m256d forcelj
	    = _mm256_mul_pd (r6inv,
			     _mm256_fmsub_pd (_mm256_permutevar_pd (l1row, jt),
					      r6inv,
					      _mm256_permutevar_pd (l2row, jt)));
	  __m256d fpair = _mm256_and_pd (_mm256_mul_pd (_mm256_mul_pd (forcelj,
								       factor),
							r2inv),
					 in);
	  __m256d d[4], fp[4];
	  lanes (delx, dely, delz, fpair, d, fp);
	  for (int l = 0; l < 4; l++)
	    sum = _mm256_fmadd_pd (d[l], fp[l], sum);
	  for (int l = 0; l < 4; l++)
	    subtract_from (bits >> l & 1 ? f0 + j3[l] : unwritten[l], d[l],
			   fp[l]);
	}
      double sums[4];
      _mm256_storeu_pd (sums, sum);
      fxtmp = sums[0];
      fytmp = sums[1];
      fztmp = sums[2];
#endif
      neighbours_scalar (jj, jnum, jlist, xtmp, ytmp, ztmp, itype, xs, fs,
			 ts, cut, l1, l2, special, &fxtmp, &fytmp, &fztmp);
      fs[i][0] += fxtmp;
      fs[i][1] += fytmp;
      fs[i][2] += fztmp;
    }
}
