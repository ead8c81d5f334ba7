/* Gathers written with intrinsics whose source is undefined
   (_mm512_i32gather_pd): the vls pass groups the two adjacent ones,
   and the undefined source, a default definition with no statement,
   is not handed to dead-code removal (which crashed GCC).  */
/* { dg-do compile } */
/* { dg-additional-options "-march=x86-64-v4 -fplugin-arg-libvshape-dump=vls" } */

#include <immintrin.h>

void
pair_sums (double *out, const double *x, const int *idx, int n)
{
  for (int k = 0; k + 8 <= n; k += 8)
    {
      __m256i j = _mm256_loadu_si256 ((const __m256i *) (idx + k));
      __m256i j3 = _mm256_add_epi32 (j, _mm256_add_epi32 (j, j));
      __m512d a = _mm512_i32gather_pd (j3, x + 1, 8);
      __m512d b = _mm512_i32gather_pd (j3, x + 2, 8);
      _mm512_storeu_pd (out + k, _mm512_add_pd (a, b));
    }
}

/* { dg-final { scan-function-lines pair_sums ";; vls: group 0: rewritten: 2 gathers" "vls" } } */
