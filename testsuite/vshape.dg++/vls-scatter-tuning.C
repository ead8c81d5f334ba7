// The Zen 4 tuning keeps scatter instructions off; the plugin opens them
// to the vectorizer for a function template storing pairs through an
// index (C: vshape.dg/vls-scatter-tuning.c), and its scatters become
// per-lane stores.
// { dg-do compile }
// { dg-skip-if "GCC 11 and 12 have no scatter tuning flags" { vshape_gcc11 || vshape_gcc12 } }
// { dg-additional-options "-march=znver4 -fplugin-arg-libvshape-dump=vls -fopt-info-vec-optimized" }
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
      q[2 * j] = a[k];	// { dg-message "optimized: vls: \[0-9\]+ scatters -> \[0-9\]+ shuffles \\+ \[0-9\]+ stores" }
      q[2 * j + 1] = b[k];
    }
}

template void store_pairs<double> (double *__restrict, const int *__restrict,
				   const double *__restrict,
				   const double *__restrict, int);

// { dg-final { scan-function-dump store_pairs<double> "scatters the tuning avoids are open to the vectorizer" "vls" } }
