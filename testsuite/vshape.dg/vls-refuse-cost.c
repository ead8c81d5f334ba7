/* Under the cost model (vls=on) on AVX2, x[j] and x[j + 2] are adjacent
   but no group of them is cheaper than the two gathers.  */
/* { dg-do compile } */
/* { dg-additional-options "-march=haswell -fplugin-arg-libvshape-dump=vls" } */

void
f (double *restrict y, const double *restrict x, const int *restrict idx,
   int n)
{
  for (int k = 0; k < n; k++)
    {
      int j = idx[k];
      y[k] = x[j] * x[j + 2];
    }
}

/* { dg-final { scan-tree-dump ";; vls: gather \[0-9\]+: not grouped: no group cheaper than its gathers" "vls" } } */
/* { dg-final { scan-tree-dump-not "rewritten" "vls" } } */
