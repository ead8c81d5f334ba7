/* With the cost model (vls=on), AVX-512 pairs are grouped and each group
   shows both costs.  */
/* { dg-do compile } */
/* { dg-additional-options "-march=skylake-avx512 -fplugin-arg-libvshape-dump=vls-details" } */

void
pair_sum (double *restrict y, const double *restrict x,
	  const int *restrict idx, int n)
{
  for (int k = 0; k < n; k++)
    {
      int j = idx[k];
      y[k] = x[j] + 2.0 * x[j + 1];
    }
}

/* { dg-final { scan-tree-dump-times ";; vls: group \[0-9\]+: cost: gathers \[0-9\]+, sequence \[0-9\]+" 4 "vls" } } */
/* { dg-final { scan-tree-dump-times ";; vls: group \[0-9\]+: rewritten" 4 "vls" } } */
/* { dg-final { scan-tree-dump "digraph" "vls" } } */
