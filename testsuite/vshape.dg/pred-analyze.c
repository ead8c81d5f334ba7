/* predicate=analyze reports what it would move and changes nothing: GCC
   still refuses the loop at -march=haswell.  */
/* { dg-do compile } */
/* { dg-additional-options "-march=haswell -fplugin-arg-libvshape-predicate=analyze -fplugin-arg-libvshape-dump=vshape -fdump-tree-vect-details" } */

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

/* { dg-final { scan-tree-dump ";; predicate: branch at pred-analyze.c:13 \\(Divergent\\), true arm: would move 1 operations, 2 selects" "vshape" } } */
/* { dg-final { scan-tree-dump "control flow in loop" "vect" } } */
