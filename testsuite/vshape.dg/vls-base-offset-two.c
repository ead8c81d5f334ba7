/* Two bases with run-time offsets that differ by a constant, computed
   separately (p = x + m, q = x + m + 1): p[j] and q[j] are 8 bytes
   apart, but each base is taken whole, as a name, and the names
   differ, so the gathers are not grouped.  A known gap: seeing it
   needs the bases as sums of run-time terms (x + 8 * m, plus 8) that
   can be compared term by term, each gather keeping its own name for
   the rewrite.  */
/* { dg-do compile } */
/* { dg-additional-options "-march=haswell -fplugin-arg-libvshape-vls=force -fplugin-arg-libvshape-dump=vls" } */

void
f (double *restrict y, const double *restrict x, const int *restrict idx,
   long m, int n)
{
  const double *p = x + m;
  const double *q = x + m + 1;
  for (int k = 0; k < n; k++)
    {
      int j = idx[k];
      y[k] = p[j] - q[j];
    }
}

/* { dg-final { scan-function-dump-not f "address not understood" "vls" } } */
/* { dg-final { scan-function-dump f ";; vls: gather \[0-9\]+: not grouped: no adjacent gather" "vls" } } */
/* { dg-final { scan-function-dump f ";; vls: group 0: members \[0-9\]+ \[0-9\]+, distances 0 8, span 16 bytes" "vls" { xfail *-*-* } } } */
