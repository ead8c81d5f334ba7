/* Both dumps are written through GCC's dump manager when the plugin's
   dump= argument names them.  */
/* { dg-do compile } */
/* { dg-additional-options "-fplugin-arg-libvshape-dump=vshape,vls" } */

void
scale (double *restrict y, const double *restrict x, int n)
{
  for (int i = 0; i < n; i++)
    y[i] = 2.0 * x[i];
}

/* { dg-final { scan-tree-dump ";; Function scale" "vshape" } } */
/* { dg-final { scan-function-dump scale ";; vshape: loop 1 at \[^\n\]*dump-files.c:9, depth 1" "vshape" } } */
/* { dg-final { scan-tree-dump ";; Function scale" "vls" } } */
