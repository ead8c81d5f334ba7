// In C++, with exceptions on, the AVX-512 scatter builtins can only
// throw out of the function: a function template storing pairs at 2 * j
// gets its scatters grouped into per-lane stores as in C.  In the
// member function the stored array is reached through this->q, which
// points-to information cannot keep apart from b (restrict does not
// reach a pointer loaded from memory): the scatters stay.
// { dg-do compile }
// { dg-additional-options "-march=skylake-avx512 -fplugin-arg-libvshape-dump=vls-details -fopt-info-vec-optimized" }
// { dg-prune-output "vectorized" }

template <typename T>
void
store_pairs (T *__restrict q, const int *__restrict idx,
	     const T *__restrict a, const T *__restrict b, int n)
{
#pragma GCC ivdep
  for (int k = 0; k < n; k++)
    {
      int j = idx[k];
      q[2 * j] = a[k];	// { dg-message "optimized: vls: 4 scatters -> 4 shuffles \\+ \[48\] stores" }
      q[2 * j + 1] = b[k];
    }
}

template void store_pairs<double> (double *__restrict, const int *__restrict,
				   const double *__restrict,
				   const double *__restrict, int);

template <typename T>
struct pair_table
{
  T *__restrict q;

  void
  store (const int *__restrict idx, const T *__restrict a,
	 const T *__restrict b, int n)
  {
#pragma GCC ivdep
    for (int k = 0; k < n; k++)
      {
	int j = idx[k];
	q[2 * j] = a[k];
	q[2 * j + 1] = b[k];
      }
  }
};

template struct pair_table<double>;

// { dg-final { scan-tree-dump-times ";; vls: store group \[0-9\]+: rewritten" 2 "vls" } }
// { dg-final { scan-function-lines pair_table<double>::store ";; vls: scatters kept in place by: vect_\[^\\n\]*MEM <const vector\\(\[0-9\]\\) double> \\\[\\(const double \\*\\)vectp_b" "vls" } }
// { dg-final { scan-tree-dump-not "may throw" "vls" } }
