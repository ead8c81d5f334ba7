/* A store between the gathers that may alias them: no group.  Under
   vls=force each gather becomes the loads of its lanes alone, where it
   stood.  */
/* { dg-do compile } */
/* { dg-additional-options "-march=haswell -fplugin-arg-libvshape-vls=force -fplugin-arg-libvshape-dump=vls" } */

void
f (double *w, const double *x, const int *restrict idx, double *restrict y,
   int n)
{
#pragma GCC ivdep
  for (int k = 0; k < n; k++)
    {
      int j = idx[k];
      double a = x[j];
      w[k] = a;
      y[k] = a + x[j + 1];
    }
}

/* { dg-final { scan-function-dump-times f "not grouped: a store or call between may alias it" 8 "vls" } } */
/* { dg-final { scan-function-dump-not f "group \[0-9\]+: rewritten" "vls" } } */
/* { dg-final { scan-function-dump-times f "lone gather \[0-9\]+: rewritten: 1 gather -> " 8 "vls" } } */
