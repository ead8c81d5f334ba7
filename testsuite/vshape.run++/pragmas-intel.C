// Intel's pragmas honoured by g++ under pragmas=intel, in a template
// (two instantiations) and a lambda, run: each result equals, bit for
// bit, the same loop's without the vectorizer.
// { dg-do run }
// { dg-additional-options "-fplugin-arg-libvshape-pragmas=intel" }

#include <cstdlib>
#include <cstring>
#include <vector>

struct pt { double x, y; };

#define DOT								\
  for (int k = 0; k < n; k++)						\
    {									\
      T v = (T) (p[map[k]].x * p[map[k]].y);				\
      out[k] = v;							\
      s += v;								\
    }

template <typename T>
__attribute__ ((noipa)) T
dot_ivdep (T *out, const pt *p, const int *map, int n)
{
  T s = 0;
#pragma simd reduction(+:s)
  DOT
  return s;
}

template <typename T>
__attribute__ ((noipa, optimize ("no-tree-vectorize"))) T
dot_ref (T *out, const pt *p, const int *map, int n)
{
  T s = 0;
  DOT
  return s;
}

template <typename T>
static void
check (const std::vector<pt> &p, const std::vector<int> &map, int n)
{
  std::vector<T> got (n + 1), want (n + 1);
  T s1 = dot_ivdep (got.data (), p.data (), map.data (), n);
  T s2 = dot_ref (want.data (), p.data (), map.data (), n);
  if (std::memcmp (&s1, &s2, sizeof s1)
      || std::memcmp (got.data (), want.data (), n * sizeof (T)))
    std::abort ();
}

int
main ()
{
  const int N = 777;
  std::vector<pt> p (N);
  std::vector<int> map (N);
  for (int k = 0; k < N; k++)
    {
      p[k] = { 0.1 * k, 3.0 / (k + 1) };
      map[k] = (k * 311) % N;
    }
  for (int n = 0; n <= N; n += n < 20 ? 1 : 101)
    {
      check<double> (p, map, n);
      check<long> (p, map, n);

      std::vector<double> got (n + 1), want (n + 1);
      auto scale = [&] (double *out) {
#pragma ivdep
	for (int k = 0; k < n; k++)
	  out[k] = p[map[k]].x - 2.0 * p[map[k]].y;
      };
      scale (got.data ());
      for (int k = 0; k < n; k++)
	want[k] = p[map[k]].x - 2.0 * p[map[k]].y;
      if (std::memcmp (got.data (), want.data (), n * sizeof (double)))
	std::abort ();
    }
  return 0;
}
