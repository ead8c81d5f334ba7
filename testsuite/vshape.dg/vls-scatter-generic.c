/* The scatter pairs and quads of vls-scatter.c at -march=x86-64-v4, the
   generic tuning with AVX-512, which must win on AMD and on Intel
   (builtin_corrections.c).  On a Zen 5 every scatter block of make
   calibrate ran faster rewritten; on an Intel Xeon a pair of doubles
   did not (1.01 of its scatters in calibrate, 0.945 in bench's
   scatter_pairs), while quads of doubles (1.39) and pairs of floats
   (1.41) did.  So Intel's row for scatters of 8-byte elements keeps
   pair_d's scatters, 64-byte and 32-byte alike, and the quads of
   doubles and floats and the pairs of floats are rewritten.  */
/* { dg-do compile } */
/* { dg-additional-options "-march=x86-64-v4 -fplugin-arg-libvshape-dump=vls -fdump-tree-optimized" } */

#include "vls-scatter-pair.h"

void
pair_f (float *restrict q, const int *restrict idx,
	const float *restrict a, const float *restrict b, int n)
{
#pragma GCC ivdep
  for (int k = 0; k < n; k++)
    {
      int j = idx[k];
      q[2 * j] = a[k];
      q[2 * j + 1] = b[k];
    }
}

void
quad_d (double *restrict q, const int *restrict idx,
	const double *restrict a, const double *restrict b, int n)
{
#pragma GCC ivdep
  for (int k = 0; k < n; k++)
    {
      int j = idx[k];
      q[4 * j] = a[k];
      q[4 * j + 1] = b[k];
      q[4 * j + 2] = a[k] * b[k];
      q[4 * j + 3] = 1.0;
    }
}

/* { dg-final { scan-function-lines pair_d ";; vls: store group 0: not rewritten: the sequence costs more than the scatters" "vls" } } */
/* { dg-final { scan-function-dump-not pair_d "store group 0: rewritten" "vls" } } */
/* { dg-final { scan-function-lines quad_f ";; vls: store group 0: rewritten: 4 scatters -> 8 shuffles \\+ 16 stores" "vls" } } */
/* { dg-final { scan-function-dump-not quad_f "not rewritten" "vls" } } */
/* { dg-final { scan-function-lines pair_f ";; vls: store group 0: rewritten: 2 scatters -> 2 shuffles \\+ 16 stores" "vls" } } */
/* { dg-final { scan-function-dump-not pair_f "not rewritten" "vls" } } */
/* { dg-final { scan-function-lines quad_d ";; vls: store group 0: rewritten" "vls" } } */
/* { dg-final { scan-function-dump-not quad_d "not rewritten" "vls" } } */
