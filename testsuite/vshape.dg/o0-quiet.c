/* At -O0 the passes do nothing and say nothing: they write no dump, and
   the code is stock GCC's.  */
/* { dg-do compile } */
/* { dg-options "-O0 -fplugin-arg-libvshape-dump=vshape,vls -fplugin-arg-libvshape-vls=force" } */

void
scale (double *y, const double *x, int n)
{
  for (int i = 0; i < n; i++)
    y[i] = 2.0 * x[i];
}

/* { dg-final { dump-file-absent "vshape" } } */
/* { dg-final { dump-file-absent "vls" } } */
/* { dg-final { code-as-stock "-O0" } } */
