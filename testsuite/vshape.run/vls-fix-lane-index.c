/* The lane addresses of a rewritten group are computed from the index
   vector's operand when the index vector is a lane-wise operation of it
   (a shift, a product, a sum with a splatted constant, a conversion), so
   that no lane is extracted from a vector register.  Checks the results
   against scalar references, with negative and large indices, and that
   no element is extracted from the scaled index vectors.  */
/* { dg-do run { target avx512f_runtime } } */
/* { dg-do compile { target { ! avx512f_runtime } } } */
/* { dg-additional-options "-march=skylake-avx512 -fchecking -fdump-tree-optimized" } */
/* Where the tuning avoids gathers (GCC 13.3 and later, against Gather
   Data Sampling), turn them back on: this test is about them.  */
/* { dg-additional-options "-mtune-ctrl=use_gather_2parts,use_gather_4parts,use_gather" { target vshape_avx512_tuning_avoids_gathers } } */

#include <stdlib.h>

#define N 1031
#define M 4096
#define REF __attribute__ ((noipa, optimize ("no-tree-vectorize")))
#define VEC __attribute__ ((noipa))

double xd[8 * M + 16];
int idx[N];
unsigned short sidx[N];

#define KERNEL(NAME, T, PARAMS, ...)					\
  VEC void NAME (T *restrict y, PARAMS, int n)				\
  { for (int k = 0; k < n; k++) __VA_ARGS__ }					\
  REF void NAME##_ref (T *restrict y, PARAMS, int n)			\
  { for (int k = 0; k < n; k++) __VA_ARGS__ }

/* Index vector shifted left: x[2c], x[2c + 1].  */
KERNEL (shifted, double, const double *restrict x,
	{ int c = idx[k]; y[k] = x[2 * c] - 3.0 * x[2 * c + 1]; })
/* Index vector times 3: x[3c], x[3c + 1].  */
KERNEL (tripled, double, const double *restrict x,
	{ int c = idx[k]; y[k] = x[3 * c] + 5.0 * x[3 * c + 1]; })
/* A sum before the shift, from the middle of the table so that
   negative indices stay inside it.  */
KERNEL (offset_shifted, double, const double *restrict x,
	{ int c = idx[k] - M / 2; y[k] = x[2 * (c + 7)] * x[2 * (c + 7) + 1]; })
/* An unsigned short index, widened and scaled.  */
KERNEL (widened, double, const double *restrict x,
	{ int c = sidx[k]; y[k] = x[4 * c] - x[4 * c + 1]; })

typedef void (*kernel_fn) (double *restrict, const double *restrict, int);

static void
check (kernel_fn vec, kernel_fn ref, const double *x)
{
  static double y[N], r[N];
  for (int n = 0; n <= N; n += n < 40 ? 1 : 97)
    {
      for (int k = 0; k < N; k++)
	y[k] = r[k] = -1.0;
      vec (y, x, n);
      ref (r, x, n);
      for (int k = 0; k < N; k++)
	if (y[k] != r[k])
	  abort ();
    }
}

int
main (void)
{
  for (int i = 0; i < 8 * M + 16; i++)
    xd[i] = (double) ((i * 37) % 101) - 50.0;
  for (int k = 0; k < N; k++)
    {
      idx[k] = (k * 613 + 11) % (M - 16);
      sidx[k] = (unsigned short) ((k * 389 + 5) % (M - 16));
    }
  idx[0] = 0;
  idx[1] = M - 17;
  check (shifted, shifted_ref, xd);
  check (tripled, tripled_ref, xd);
  check (offset_shifted, offset_shifted_ref, xd + M);
  check (widened, widened_ref, xd);
  return 0;
}

/* GCC 11 has no forwprop rule that splits a vector load read only by
   lane extractions into scalar loads: there the pass's extractions of
   the loaded index vector stay, and the test checks results only.  */
/* (GCC 15 vectorizes check's loop and takes a lane of its induction
   vector, vect_vec_iv_: no index vector of a kernel.)  */
/* { dg-final { scan-tree-dump-not "BIT_FIELD_REF <vect_(?!vec_iv_)" "optimized" { target { ! vshape_gcc11 } } } } */
