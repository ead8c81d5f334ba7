/* vls=off: the pass does not run and writes no dump.  */
/* { dg-do compile } */
/* { dg-additional-options "-march=haswell -fplugin-arg-libvshape-vls=off -fplugin-arg-libvshape-dump=vls" } */

void
f (double *restrict y, const double *restrict x, const int *restrict idx,
   int n)
{
  for (int k = 0; k < n; k++)
    y[k] = x[idx[k]] + x[idx[k] + 1];
}

/* { dg-final { dump-file-absent "vls" } } */
