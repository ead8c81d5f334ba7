/* Sums in the false arm of a branch whose division the plugin
   predicates, in doubles and in floats: the quotient is V itself,
   exactly, and every sum a whole number, so that any order of the
   additions gives the same sum.  Each loop is built with the pragma
   and the plugin, and without either (the reference, not vectorized).  */

#define NO_VOPT __attribute__ ((noipa, optimize ("no-tree-vectorize")))
#define PLUGIN __attribute__ ((noipa))

#define SIMD_PRAGMA(TEXT) _Pragma (#TEXT)
#define SIMD_SUMS(...) SIMD_PRAGMA (omp simd reduction(+:__VA_ARGS__))

#define FALSE_ARM_SUMS(T, SIMD)						\
  T s = 0, t = 0;							\
  SIMD									\
  for (int i = 0; i < n; i++)						\
    {									\
      T v = a[idx[i]];							\
      if (v <= 0)							\
	;								\
      else								\
	{								\
	  T q = (v * v) / v;						\
	  s -= q * v;							\
	  t += q;							\
	}								\
    }									\
  *out = t;								\
  return s;

/* NAME built with the pragma and the plugin, and NAME_ref without
   either, over elements of type T.  */
#define FALSE_ARM_FUNCTIONS(NAME, T)					\
  PLUGIN T								\
  NAME (const T *a, const int *idx, int n, T *out)			\
  {									\
    FALSE_ARM_SUMS (T, SIMD_SUMS (s, t))				\
  }									\
									\
  NO_VOPT T								\
  NAME##_ref (const T *a, const int *idx, int n, T *out)		\
  {									\
    FALSE_ARM_SUMS (T, )						\
  }

FALSE_ARM_FUNCTIONS (false_arm, double)
FALSE_ARM_FUNCTIONS (float_sums, float)
