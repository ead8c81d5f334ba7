/* The kernels of vls-transpose.h at -march=x86-64-v3, where the vls
   pass rebuilds their 4x4 transposes from 128-bit halves and unpacks,
   against the same loops built without the vectorizer: every trip
   count to 100, from aligned and unaligned starts, and the stores'
   neighbours untouched.  */
/* { dg-do run { target avx2_runtime } } */
/* { dg-do compile { target { ! avx2_runtime } } } */
/* { dg-additional-options "-march=x86-64-v3 -fchecking" } */

#include <stdlib.h>
#include "../vshape.dg/vls-transpose.h"

#define N 100

#define REF __attribute__ ((noipa, optimize ("no-tree-vectorize")))

REF static void
block_times_pair_ref (int n, const double *q, const double *x, double *o)
{
  for (int k = 0; k < n; k++)
    o[k] = (q[4 * k] * x[k] + q[4 * k + 1]) * x[k]
	   + q[4 * k + 2] * x[k] - q[4 * k + 3];
}

REF static void
record_hash_ref (int n, const unsigned long long *r, unsigned long long *o)
{
  for (int k = 0; k < n; k++)
    o[k] = (r[4 * k] ^ (r[4 * k + 1] << 3)) + (r[4 * k + 2] >> 2)
	   - r[4 * k + 3];
}

REF static void
spread_block_ref (int n, const double *x, double *q)
{
  for (int k = 0; k < n; k++)
    {
      q[4 * k] = x[k] * 2.0;
      q[4 * k + 1] = x[k] + 1.0;
      q[4 * k + 2] = x[k] * x[k];
      q[4 * k + 3] = x[k] - 3.0;
    }
}

REF static void
particle_terms_ref (int n, const double *p, double *o)
{
  for (int k = 0; k < n; k++)
    o[k] = p[8 * k] * p[8 * k + 3] + p[8 * k + 1] * p[8 * k + 4]
	   + p[8 * k + 2] * p[8 * k + 5] - p[8 * k + 6] / p[8 * k + 7];
}

REF static void
float_record_terms_ref (int n, const float *p, float *o)
{
  for (int k = 0; k < n; k++)
    o[k] = p[8 * k] * p[8 * k + 3] + p[8 * k + 1] * p[8 * k + 4]
	   + p[8 * k + 2] * p[8 * k + 5] - p[8 * k + 6] * p[8 * k + 7];
}

REF static void
record8_hash_ref (int n, const unsigned *r, unsigned *o)
{
  for (int k = 0; k < n; k++)
    o[k] = (r[8 * k] ^ (r[8 * k + 1] << 3)) + (r[8 * k + 2] >> 2)
	   - r[8 * k + 3] + r[8 * k + 4] * 5u + (r[8 * k + 5] ^ r[8 * k + 6])
	   + (r[8 * k + 7] >> 7);
}

static double q[8 * N + 8], x[N + 1], od[N + 1], rd[N + 1];
static float fq[8 * N + 8], of[N + 1], rf[N + 1];
static unsigned uq[8 * N + 8], o8[N + 1], r8[N + 1];
static double sq[4 * N + 8], rq[4 * N + 8];
static unsigned long long r[4 * N + 4], ou[N + 1], ru[N + 1];

int
main (void)
{
  /* Every element distinct, so a lane or stream mixed up shows.  */
  for (int i = 0; i < 8 * N + 8; i++)
    {
      q[i] = 0.5 * i - 7.25;
      fq[i] = 0.25f * (i % 512) - 3.5f;
      uq[i] = 0x9e3779b9u * (i + 1);
    }
  for (int i = 0; i < 4 * N + 4; i++)
    r[i] = 0x9e3779b97f4a7c15ull * (i + 1);
  for (int i = 0; i <= N; i++)
    x[i] = 1.0 + 0.125 * (i % 13);
  for (int start = 0; start < 2; start++)
    for (int n = 0; n <= N; n++)
      {
	block_times_pair (n, q + start, x + start, od);
	block_times_pair_ref (n, q + start, x + start, rd);
	record_hash (n, r + start, ou);
	record_hash_ref (n, r + start, ru);
	for (int k = 0; k < n; k++)
	  if (od[k] != rd[k] || ou[k] != ru[k])
	    abort ();
	particle_terms (n, q + start, od);
	particle_terms_ref (n, q + start, rd);
	float_record_terms (n, fq + start, of);
	float_record_terms_ref (n, fq + start, rf);
	record8_hash (n, uq + start, o8);
	record8_hash_ref (n, uq + start, r8);
	for (int k = 0; k < n; k++)
	  if (od[k] != rd[k] || of[k] != rf[k] || o8[k] != r8[k])
	    abort ();
	/* The stores: every block written, nothing past the last.  */
	for (int i = 0; i < 4 * N + 8; i++)
	  sq[i] = rq[i] = -1.0;
	spread_block (n, x + start, sq + start);
	spread_block_ref (n, x + start, rq + start);
	for (int i = 0; i < 4 * N + 8; i++)
	  if (sq[i] != rq[i])
	    abort ();
      }
  return 0;
}
