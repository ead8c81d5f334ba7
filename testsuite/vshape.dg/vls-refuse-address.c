/* A base the pass cannot take apart (a pointer plus a run-time offset
   scaled by the element size): each gather is refused.  */
/* { dg-do compile } */
/* { dg-additional-options "-march=haswell -fplugin-arg-libvshape-vls=force -fplugin-arg-libvshape-dump=vls" } */

void
f (double *restrict y, const double *restrict x, const int *restrict idx,
   long m, int n)
{
  const double *p = x + m;
  for (int k = 0; k < n; k++)
    {
      int j = idx[k];
      y[k] = p[j] + p[j + 1];
    }
}

/* { dg-final { scan-tree-dump ";; vls: gather \[0-9\]+: address not understood" "vls" } } */
/* { dg-final { scan-tree-dump-not ";; vls: group" "vls" } } */
