/* The sums of a predicated branch's false arm, in doubles and in
   floats, lose the two selects of their predication after the
   vectorizer (pred_sum_selects.h): the dump says so, and the sums and
   the floating-point flags are those of the loops without the pragma
   built without the vectorizer, over lanes of -inf and of values whose
   squares overflow outside the arm.  */
/* { dg-do run { target avx2_runtime } } */
/* { dg-do compile { target { ! avx2_runtime } } } */
/* { dg-additional-options "-march=haswell -fopenmp-simd -fchecking -fplugin-arg-libvshape-dump=vls" } */

#include <fenv.h>
#include <stdlib.h>

#include "pred-sum-selects.h"

/* { dg-final { scan-function-lines false_arm ";; predicate: sum \[^ \]+: the lanes outside its branch subtract \\+0\\.0, its two selects go" "vls" } } */
/* { dg-final { scan-function-lines false_arm ";; predicate: sum \[^ \]+: the lanes outside its branch add -0\\.0, its two selects go" "vls" } } */
/* { dg-final { scan-function-lines float_sums ";; predicate: sum \[^ \]+: the lanes outside its branch subtract \\+0\\.0, its two selects go" "vls" } } */
/* { dg-final { scan-function-lines float_sums ";; predicate: sum \[^ \]+: the lanes outside its branch add -0\\.0, its two selects go" "vls" } } */

#define N 1003

/* Aborts unless NAME and NAME_ref, over the elements A of type T, give
   the same sums and raise the same flags.  */
#define CHECK(NAME, T, A)						\
  do									\
    {									\
      T out1 = -1, out2 = -2;						\
      feclearexcept (FE_ALL_EXCEPT);					\
      T sum1 = NAME (A, idx, n, &out1);					\
      int flags1 = fetestexcept (FE_ALL_EXCEPT);			\
      feclearexcept (FE_ALL_EXCEPT);					\
      T sum2 = NAME##_ref (A, idx, n, &out2);				\
      if (sum1 != sum2 || out1 != out2					\
	  || flags1 != fetestexcept (FE_ALL_EXCEPT))			\
	abort ();							\
    }									\
  while (0)

int
main (void)
{
  static double a[N];
  static float af[N];
  static int idx[N];
  for (int i = 0; i < N; i++)
    {
      double v = (double) ((i * 37) % 101) - 50.0;
      a[i] = i % 5 == 1 ? -__builtin_inf () : i % 5 == 3 ? -1.0e300 : v;
      af[i] = i % 5 == 1 ? -__builtin_inff () : i % 5 == 3 ? -1.0e30f
							      : (float) v;
      idx[i] = (i * 389) % N;
    }
  for (int n = 0; n <= N; n += (n < 40 ? 1 : 97))
    {
      CHECK (false_arm, double, a);
      CHECK (float_sums, float, af);
    }
  return 0;
}
