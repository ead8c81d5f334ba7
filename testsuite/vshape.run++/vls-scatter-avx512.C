// Scatter pairs in C++ with exceptions on: a std::vector of blocks
// stored at 2 * j, with repeated indices, checked against the same loop
// built without the vectorizer, under vls=on and on AVX-512.
// { dg-do run { target avx512f_runtime } }
// { dg-do compile { target { ! avx512f_runtime } } }
// { dg-additional-options "-march=skylake-avx512 -mprefer-vector-width=512 -fchecking -fplugin-arg-libvshape-dump=vls" }

#include <cstdlib>
#include <vector>

#define REF __attribute__ ((noipa, optimize ("no-tree-vectorize")))
#define VEC __attribute__ ((noipa))

#define PAIRS_BODY							\
  for (int k = 0; k < n; k++)						\
    {									\
      int j = idx[k];							\
      q[2 * j] = a[k] + b[k];						\
      q[2 * j + 1] = a[k] - b[k];					\
    }

VEC void
pairs (double *__restrict q, const int *__restrict idx,
       const double *__restrict a, const double *__restrict b, int n)
{
#pragma GCC ivdep
  PAIRS_BODY
}

REF void
pairs_ref (double *__restrict q, const int *__restrict idx,
	   const double *__restrict a, const double *__restrict b, int n)
{
  PAIRS_BODY
}

int
main ()
{
  const int n = 211, m = 40;
  std::vector<double> a (n), b (n), got (2 * m, 0.0), want (2 * m, 0.0);
  std::vector<int> idx (n);
  for (int k = 0; k < n; k++)
    {
      a[k] = k % 17;
      b[k] = k % 5 - 2.0;
      idx[k] = (k * 7) % m;
    }
  for (int len = 0; len <= n; len++)
    {
      pairs (got.data (), idx.data (), a.data (), b.data (), len);
      pairs_ref (want.data (), idx.data (), a.data (), b.data (), len);
      if (got != want)
	std::abort ();
    }
  return 0;
}

// { dg-final { scan-function-lines pairs ";; vls: store group 0: rewritten: 4 scatters -> 4 shuffles \\+ 16 stores" "vls" } }
