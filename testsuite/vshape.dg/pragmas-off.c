/* Without pragmas=intel the plugin leaves Intel's pragmas to GCC, which
   ignores them (-Wunknown-pragmas says so) and leaves these loops scalar:
   the gathers may alias the store, the conversion does not pay by its
   cost model.  The same loops follow their pragmas in pragmas-intel.c.  */
/* { dg-do compile } */
/* { dg-additional-options "-Wunknown-pragmas -fplugin-arg-libvshape-dump=pragmas -fdump-tree-vect" } */

void
gather_ivdep (double *out, const double *x, const int *map, int n)
{
#pragma ivdep
  /* { dg-warning "-:ignoring '#pragma ivdep" "" { target *-*-* } .-1 } */
  for (int k = 0; k < n; k++)
    out[k] = x[2 * map[k]] * x[2 * map[k] + 1];
}

int
sum_simd (int *out, const int *a, const int *map, int n)
{
  int s = 0;
#pragma simd reduction(+:s)
  /* { dg-warning "-:ignoring '#pragma simd" "" { target *-*-* } .-1 } */
  for (int k = 0; k < n; k++)
    {
      int v = a[map[k]];
      out[k] = v;
      s += v;
    }
  return s;
}

void
short_conv (short *restrict out, const char *restrict a, int n)
{
#pragma vector always
  /* { dg-warning "-:ignoring '#pragma vector" "" { target *-*-* } .-1 } */
  for (int k = 0; k < n; k++)
    out[3 * k] = a[5 * k];
}

/* { dg-final { dump-file-absent "pragmas" } } */
/* { dg-final { scan-function-dump-not gather_ivdep "  vect_\[^ \]* = " "vect" } } */
/* { dg-final { scan-function-dump-not sum_simd "  vect_\[^ \]* = " "vect" } } */
/* { dg-final { scan-function-dump-not short_conv "  vect_\[^ \]* = " "vect" } } */
