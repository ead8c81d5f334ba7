/* At -O0 the plugin does nothing, pragmas=intel included: Intel's
   pragmas are GCC's unknown pragmas, as without the plugin, and no
   clause is warned about.  */
/* { dg-do compile } */
/* { dg-options "-O0 -Wunknown-pragmas -fplugin-arg-libvshape-pragmas=intel -fplugin-arg-libvshape-dump=pragmas" } */

void
f (double *out, const double *a, const int *map, int n)
{
#pragma simd assert
  /* { dg-warning "-:ignoring '#pragma simd" "" { target *-*-* } .-1 } */
  /* { dg-bogus "cannot be honoured" "" { target *-*-* } .-2 } */
  for (int k = 0; k < n; k++)
    out[k] = a[map[k]];
}

/* { dg-final { dump-file-absent "pragmas" } } */
