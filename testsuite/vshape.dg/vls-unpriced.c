/* A loop that writes through an index and that the vectorizer leaves
   scalar before the cost client had a group to price (no scatter on
   AVX2) gets a line in the vls dump and a missed remark: the plugin did
   not decide it.  A loop whose gathers the client priced and that GCC
   vectorizes gets neither, nor does a loop without an index.  */
/* { dg-do compile } */
/* { dg-additional-options "-march=haswell -fplugin-arg-libvshape-dump=vls -fopt-info-vec-missed" } */
/* { dg-prune-output "missed: \[^v\]" } */
/* { dg-prune-output "missed:  " } */
/* { dg-prune-output "scalar_type:" } */

void
scatter_pair (double *restrict q, const int *restrict idx,
	      const double *restrict a, const double *restrict b, int n)
{
#pragma GCC ivdep
  for (int k = 0; k < n; k++) /* { dg-message "missed: vls: loop with 2 indexed accesses left scalar by the vectorizer before the cost client had a group to price" } */
    {
      int j = idx[k];
      q[2 * j] = a[k] + b[k];
      q[2 * j + 1] = a[k] - b[k];
    }
}

void
gather_pair (double *restrict y, const double *restrict x,
	     const int *restrict idx, int n)
{
  for (int k = 0; k < n; k++)
    y[k] = x[idx[k]] + 2.0 * x[idx[k] + 1];
}

void
plain (double *restrict y, const double *restrict x, int n)
{
  for (int k = 0; k < n; k++)
    y[k] = x[k] * x[k] + 1.0;
}

/* { dg-final { scan-tree-dump-times ";; vls: scalar loop \[0-9\]+ at \[^:\]*vls-unpriced.c:\[0-9\]+: 2 indexed accesses, and no group or check of the cost client's: the vectorizer left it scalar for reasons no price answers \\(-fopt-info-vec-missed says which\\)" 1 "vls" } } */
