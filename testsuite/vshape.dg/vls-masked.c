/* Masked AVX-512 gathers are left alone.  */
/* { dg-do compile } */
/* { dg-additional-options "-march=skylake-avx512 -fplugin-arg-libvshape-dump=vls" } */

void
f (double *restrict y, const double *restrict x, const int *restrict idx,
   int n)
{
  for (int k = 0; k < n; k++)
    {
      int j = idx[k];
      if (j > 3)
	y[k] = x[j] + x[j + 1];
    }
}

/* { dg-final { scan-tree-dump-times ";; vls: gather \[0-9\]+: masked gather: not grouped" 4 "vls" } } */
/* { dg-final { scan-tree-dump-not "rewritten" "vls" } } */
