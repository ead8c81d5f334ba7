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
      double t1 = -1.0, t2 = -2.0;
      float u1 = -1.0f, u2 = -2.0f;
      feclearexcept (FE_ALL_EXCEPT);
      double s1 = false_arm (a, idx, n, &t1);
      int flags1 = fetestexcept (FE_ALL_EXCEPT);
      feclearexcept (FE_ALL_EXCEPT);
      double s2 = false_arm_ref (a, idx, n, &t2);
      int flags2 = fetestexcept (FE_ALL_EXCEPT);
      if (s1 != s2 || t1 != t2 || flags1 != flags2)
	abort ();
      feclearexcept (FE_ALL_EXCEPT);
      float r1 = float_sums (af, idx, n, &u1);
      flags1 = fetestexcept (FE_ALL_EXCEPT);
      feclearexcept (FE_ALL_EXCEPT);
      float r2 = float_sums_ref (af, idx, n, &u2);
      flags2 = fetestexcept (FE_ALL_EXCEPT);
      if (r1 != r2 || u1 != u2 || flags1 != flags2)
	abort ();
    }
  return 0;
}
