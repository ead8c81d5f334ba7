/* Omp simd sums the vectorized loops keep in registers, each loop
   built with the pragma and the plugin, and without either (the
   reference, not vectorized); main compares their results, and for
   quotient_sums the floating-point flags too.  The values summed are
   whole numbers, so that any order of the additions gives the same
   sum.  */

#include <fenv.h>
#include <stdlib.h>

#define N 1003

#define NO_VOPT __attribute__ ((noipa, optimize ("no-tree-vectorize")))
#define PLUGIN __attribute__ ((noipa))

/* The pragma of the loops built with the plugin; the references have
   none.  */
#define SIMD_PRAGMA(TEXT) _Pragma (#TEXT)
#define SIMD_SUMS(...) SIMD_PRAGMA (omp simd reduction(+:__VA_ARGS__))

/* The sum of a[idx[i]] * b[i], and of a[idx[i]] alone into *OUT.  */
#define GATHERED_SUMS(SIMD)						\
  double s = 0.0, t = 0.0;						\
  SIMD									\
  for (int i = 0; i < n; i++)						\
    {									\
      double v = a[idx[i]];						\
      s += v * b[i];							\
      t += v;								\
    }									\
  *out = t;								\
  return s;

/* The sum of the positive a[idx[i]] and their count.  */
#define BRANCH_SUMS(SIMD)						\
  double s = 0.0;							\
  int c = 0;								\
  SIMD									\
  for (int i = 0; i < n; i++)						\
    {									\
      double v = a[idx[i]];						\
      if (v > 0.0)							\
	{								\
	  s += v;							\
	  c++;								\
	}								\
    }									\
  *count = c;								\
  return s;

/* A sum counted up in every iteration and added to in a branch.  */
#define SPLIT_SUM(SIMD)						\
  double s = 0.0;							\
  SIMD									\
  for (int i = 0; i < n; i++)						\
    {									\
      double v = a[idx[i]];						\
      s += 1.0;								\
      if (v > 0.0)							\
	s += v;								\
    }									\
  return s;

/* Sums in a branch whose division the plugin predicates: the quotient
   is V itself, exactly.  S subtracts a product, T adds the quotient;
   the lanes outside the branch read -inf and -1e300, whose squares
   only safe operands keep from raising flags.  */
#define QUOTIENT_SUMS(SIMD)						\
  double s = 0.0, t = 0.0;						\
  SIMD									\
  for (int i = 0; i < n; i++)						\
    {									\
      double v = a[idx[i]];						\
      if (v > 0.0)							\
	{								\
	  double q = (v * v) / v;					\
	  s -= q * v;							\
	  t += q;							\
	}								\
    }									\
  *out = t;								\
  return s;

/* An int sum of a table read through a byte index.  */
#define TABLE_SUM(SIMD)						\
  int s = 0;								\
  SIMD									\
  for (int i = 0; i < n; i++)						\
    s += table[bytes[i]];						\
  return s;

PLUGIN double
gathered_sums (const double *a, const double *b, const int *idx, int n,
	       double *out)
{
  GATHERED_SUMS (SIMD_SUMS (s, t))
}

NO_VOPT double
gathered_sums_ref (const double *a, const double *b, const int *idx, int n,
		   double *out)
{
  GATHERED_SUMS ()
}

PLUGIN double
branch_sums (const double *a, const int *idx, int n, int *count)
{
  BRANCH_SUMS (SIMD_SUMS (s, c))
}

NO_VOPT double
branch_sums_ref (const double *a, const int *idx, int n, int *count)
{
  BRANCH_SUMS ()
}

PLUGIN double
split_sum (const double *a, const int *idx, int n)
{
  SPLIT_SUM (SIMD_SUMS (s))
}

NO_VOPT double
split_sum_ref (const double *a, const int *idx, int n)
{
  SPLIT_SUM ()
}

PLUGIN double
quotient_sums (const double *a, const int *idx, int n, double *out)
{
  QUOTIENT_SUMS (SIMD_SUMS (s, t))
}

NO_VOPT double
quotient_sums_ref (const double *a, const int *idx, int n, double *out)
{
  QUOTIENT_SUMS ()
}

PLUGIN int
table_sum (const int *table, const unsigned char *bytes, int n)
{
  TABLE_SUM (SIMD_SUMS (s))
}

NO_VOPT int
table_sum_ref (const int *table, const unsigned char *bytes, int n)
{
  TABLE_SUM ()
}

int
main (void)
{
  static double a[N], b[N], wild[N];
  static int idx[N], table[256];
  static unsigned char bytes[N];
  for (int i = 0; i < N; i++)
    {
      a[i] = (double) ((i * 37) % 101) - 50.0;
      b[i] = (double) ((i * 11) % 7) - 3.0;
      idx[i] = (i * 389) % N;
      bytes[i] = (unsigned char) (i * 13);
      wild[i] = i % 5 == 1 ? -__builtin_inf () : i % 5 == 3 ? -1.0e300 : a[i];
    }
  for (int i = 0; i < 256; i++)
    table[i] = i * i - 1000;
  for (int n = 0; n <= N; n += (n < 40 ? 1 : 97))
    {
      double t1 = -1.0, t2 = -2.0;
      int c1 = -1, c2 = -2;
      if (gathered_sums (a, b, idx, n, &t1)
	  != gathered_sums_ref (a, b, idx, n, &t2) || t1 != t2)
	abort ();
      if (branch_sums (a, idx, n, &c1) != branch_sums_ref (a, idx, n, &c2)
	  || c1 != c2)
	abort ();
      if (split_sum (a, idx, n) != split_sum_ref (a, idx, n))
	abort ();
      if (table_sum (table, bytes, n) != table_sum_ref (table, bytes, n))
	abort ();
      feclearexcept (FE_ALL_EXCEPT);
      double q1 = quotient_sums (wild, idx, n, &t1);
      int flags1 = fetestexcept (FE_ALL_EXCEPT);
      feclearexcept (FE_ALL_EXCEPT);
      double q2 = quotient_sums_ref (wild, idx, n, &t2);
      int flags2 = fetestexcept (FE_ALL_EXCEPT);
      if (q1 != q2 || t1 != t2 || flags1 != flags2)
	abort ();
    }
  return 0;
}
