/* da=off turns the shape analysis off: the vshape pass reports nothing.  */
/* { dg-do compile } */
/* { dg-additional-options "-fplugin-arg-libvshape-da=off -fplugin-arg-libvshape-dump=vshape" } */

void
scale (double *restrict y, const double *restrict x, int n)
{
  for (int i = 0; i < n; i++)
    y[i] = 2.0 * x[i];
}

/* { dg-final { dump-file-absent "vshape" } } */
