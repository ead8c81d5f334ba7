// The SOA rewrite in C++: a private array of an omp simd loop in a member
// function.  Under AVX2 the varying-index update has no scatter; it is
// swept over the 8 elements (issue 15), so GCC vectorizes the loop and
// the rewrite is kept; exceptions on.  (Before the sweep the loop stayed
// scalar and the rewrite was undone.)
// { dg-do compile }
// { dg-additional-options "-fopenmp-simd -fplugin-arg-libvshape-dump=vshape,vls -fdump-tree-optimized" }

struct binner
{
  int bins;
  void run (const int *__restrict s, int *__restrict out, int n) const;
};

void
binner::run (const int *__restrict s, int *__restrict out, int n) const
{
  int h[8];
#pragma omp simd private(h)
  for (int k = 0; k < n; k++)
    {
      for (int b = 0; b < 8; b++)
	h[b] = b;
      h[s[k] & 7] += bins;
      out[k] = h[(s[k] >> 3) & 7] - h[0];
    }
}

// { dg-final { scan-function-dump binner::run ";; soa: h int\\\[8\\\]: safe, profitable" "vshape" } }
// { dg-final { scan-function-dump binner::run ";; soa: h: 1 data-dependent writes \\(1 updates\\) over 8 elements: sweep \[0-9\]+: swept" "vshape" } }
// { dg-final { scan-function-dump binner::run ";; soa: h: rewrite kept: loop vectorized" "vls" } }
// { dg-final { scan-function-dump binner::run "vect_" "optimized" } }
