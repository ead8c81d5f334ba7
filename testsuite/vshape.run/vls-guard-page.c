/* The rewritten loads never read past the last byte the gathers read:
   the gathered arrays end at a page boundary followed by a PROT_NONE
   page, and the indices reach their last elements.  */
/* { dg-do run { target *-*-linux* } } */
/* { dg-additional-options "-fchecking -fplugin-arg-libvshape-vls=force" } */

#include <stdlib.h>

#include "guard-page.h"

#define N 203
#define REF __attribute__ ((noipa, optimize ("no-tree-vectorize")))
#define VEC __attribute__ ((noipa))

struct pt3 { double a, b, c; };

#define KERNEL(NAME, T, XT, ...)					\
  VEC void NAME (T *restrict y, const XT *restrict x,			\
		 const int *restrict idx, int n)			\
  { for (int k = 0; k < n; k++) __VA_ARGS__ }				\
  REF void NAME##_ref (T *restrict y, const XT *restrict x,		\
		       const int *restrict idx, int n)			\
  { for (int k = 0; k < n; k++) __VA_ARGS__ }

KERNEL (pair_d, double, double, { int j = idx[k]; y[k] = x[j] - x[j + 1]; })
KERNEL (neg_d, double, double, { int j = idx[k]; y[k] = x[j - 2] - x[j]; })
KERNEL (quad_f, float, float,
	{ int j = idx[k]; y[k] = x[j] * x[j + 1] - x[j + 2] * x[j + 3]; })
KERNEL (triple_s, double, struct pt3,
	{ int j = idx[k]; y[k] = x[j].a + x[j].b * x[j].c; })

int idx[N];
double yd[N], yd_ref[N];
float yf[N], yf_ref[N];

int
main (void)
{
  const int M = 64;		/* elements of each gathered array */
  double *xd = (double *) guard_alloc (M * sizeof (double));
  float *xf = (float *) guard_alloc (M * sizeof (float));
  struct pt3 *p = (struct pt3 *) guard_alloc (M * sizeof (struct pt3));
  for (int i = 0; i < M; i++)
    {
      xd[i] = i + 0.5;
      xf[i] = i * 0.25f;
      p[i].a = i;
      p[i].b = 2 * i;
      p[i].c = 3 * i + 1;
    }
  for (int n = 0; n <= N; n++)
    {
      /* Every lane reads the very end of the array.  */
      for (int i = 0; i < N; i++)
	idx[i] = (i % 3) ? M - 2 : (i * 7) % (M - 3) + 2;
      pair_d (yd, xd, idx, n);
      pair_d_ref (yd_ref, xd, idx, n);
      neg_d (yd, xd, idx, n);
      neg_d_ref (yd_ref, xd, idx, n);
      for (int i = 0; i < n; i++)
	if (yd[i] != yd_ref[i])
	  abort ();
      for (int i = 0; i < N; i++)
	idx[i] = (i % 2) ? M - 4 : (i * 5) % (M - 4);
      quad_f (yf, xf, idx, n);
      quad_f_ref (yf_ref, xf, idx, n);
      for (int i = 0; i < n; i++)
	if (yf[i] != yf_ref[i])
	  abort ();
      for (int i = 0; i < N; i++)
	idx[i] = (i % 2) ? M - 1 : (i * 5) % M;
      triple_s (yd, p, idx, n);
      triple_s_ref (yd_ref, p, idx, n);
      for (int i = 0; i < n; i++)
	if (yd[i] != yd_ref[i])
	  abort ();
    }
  return 0;
}
