/* predicate=off leaves a guarded division in its branch: GCC refuses the
   loop at -march=haswell, as without the plugin; predicate=analyze would
   report it, off says nothing.  */
/* { dg-do compile } */
/* { dg-additional-options "-march=haswell -fplugin-arg-libvshape-predicate=off -fplugin-arg-libvshape-dump=vshape -fdump-tree-vect-details" } */

void
guarded (double *restrict out, const double *a, const double *b,
	 const double *g, int n)
{
  for (int k = 0; k < n; k++)
    {
      double x = a[k], y = b[k], r = 0.;
      if (g[k] > 0.)
	r = x / y;
      out[k] = r;
    }
}

/* { dg-final { scan-tree-dump-not ";; predicate:" "vshape" } } */
/* { dg-final { scan-tree-dump "control flow in loop" "vect" } } */
