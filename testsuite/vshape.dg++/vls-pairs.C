// In C++, with exceptions on (g++'s default), the AVX2 gather builtins
// may throw as calls, but only out of the function: there is no handler
// here, so the pairs x[j], x[j + 1] are rewritten as in C.
// { dg-do compile }
// { dg-additional-options "-fplugin-arg-libvshape-dump=vls -fopt-info-vec-optimized" }
// { dg-prune-output "loop vectorized" }

void
pairs (double *__restrict y, const double *__restrict x,
       const int *__restrict idx, int n)
{
  for (int k = 0; k < n; k++)
    {
      int j = idx[k];
      y[k] = x[j] + 2.0 * x[j + 1];	// { dg-message "optimized: vls: 2 gathers -> " }
    }
}

// The store-order pass's remarks (store-order.c tests them).
// { dg-prune-output "vector stores put in ascending address order" }
// { dg-final { scan-function-dump-times pairs ";; vls: group \[0-9\]+: rewritten" 4 "vls" } }
// { dg-final { scan-function-dump-not pairs "may throw" "vls" } }
