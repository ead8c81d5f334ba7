/* With SSE2 only (16-byte registers), x[j] and x[j + 2] span 24 bytes
   and cannot form a group.  Under vls=force nothing is compared with
   the gathers' cost, so the dump should name the span, not the cost.  */
/* { dg-do compile } */
/* { dg-require-effective-target vshape_emulated_gathers } */
/* { dg-additional-options "-march=x86-64 -fplugin-arg-libvshape-vls=force -fplugin-arg-libvshape-dump=vls" } */

void
f (double *restrict y, const double *restrict x, const int *restrict idx,
   int n)
{
  for (int k = 0; k < n; k++)
    {
      int j = idx[k];
      y[k] = x[j] * x[j + 2];
    }
}

/* { dg-final { scan-function-dump f ";; vls: gather \[0-9\]+: emulated" "vls" } } */
/* { dg-final { scan-function-dump-not f "rewritten" "vls" } } */
/* { dg-final { scan-function-dump-not f "no group cheaper than its gathers" "vls" } } */
/* { dg-final { scan-function-dump f "no legal group \\(span wider than a vector register\\)" "vls" } } */
