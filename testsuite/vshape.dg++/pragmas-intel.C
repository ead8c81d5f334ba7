// Under pragmas=intel, g++ honours Intel's pragmas as gcc does, in a
// template (each instantiation), a lambda, a member function and a
// range-based for.  The first three loops, which stock g++ leaves scalar
// (their gathers may alias the store), are vectorized; so is the last, as
// stock g++ vectorizes it.
// { dg-do compile }
// { dg-additional-options "-fplugin-arg-libvshape-pragmas=intel -fplugin-arg-libvshape-dump=pragmas -fopt-info-vec-optimized" }
// { dg-prune-output "epilogue loop vectorized" }
// { dg-prune-output "vls: " }
// { dg-prune-output "loop versioned for vectorization" }

#include <vector>

template <typename T>
void
gather_t (T *out, const double *x, const int *map, int n)
{
#pragma ivdep
  for (int k = 0; k < n; k++) // { dg-message "#pragma ivdep honoured as #pragma GCC ivdep" }
    out[k] = x[2 * map[k]] * x[2 * map[k] + 1]; // { dg-message "loop vectorized" "" { target *-*-* } .-1 }
}

template void gather_t<double> (double *, const double *, const int *, int);
template void gather_t<long> (long *, const double *, const int *, int);

struct mesh
{
  std::vector<double> x;
  std::vector<int> map;
  void diff (double *out) const;
};

void
mesh::diff (double *out) const
{
  int n = map.size ();
#pragma simd
  for (int k = 0; k < n; k++) // { dg-message "#pragma simd honoured as #pragma omp simd" }
    out[k] = x[2 * map[k]] - x[2 * map[k] + 1]; // { dg-message "loop vectorized" "" { target *-*-* } .-1 }
}

void
lambda_user (double *out, const double *a, const int *map, int n)
{
  auto square = [&] (int m) {
    double t;
#pragma simd private(t)
    for (int k = 0; k < m; k++) // { dg-message "#pragma simd private\\(t\\) honoured as #pragma omp simd" }
      {
	t = a[map[k]];
	out[k] = t * t; // { dg-message "loop vectorized" "" { target *-*-* } .-3 }
      }
  };
  square (n);
}

void
range_for (std::vector<short> &out, const char *a)
{
#pragma vector always
  for (short &o : out) // { dg-message "#pragma vector always honoured as force_vectorize" }
    {
      o = *a; // { dg-message "loop vectorized" "" { target *-*-* } .-2 }
      a += 5;
    }
}

// { dg-final { scan-tree-dump-times "honoured as #pragma GCC ivdep" 2 "pragmas" } }
