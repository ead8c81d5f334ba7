/* With -fnon-call-exceptions the gathers (and the loads that would
   replace them) may throw, but there is no handler in this function:
   an exception leaves it either way, from the same bytes.  The groups
   are rewritten.  vshape.dg++/vls-try-non-call.C has the handler that
   keeps GCC's code.  */
/* { dg-do compile } */
/* { dg-additional-options "-march=haswell -fexceptions -fnon-call-exceptions -fplugin-arg-libvshape-vls=force -fplugin-arg-libvshape-dump=vls" } */

void
f (double *restrict y, const double *restrict x, const int *restrict idx,
   int n)
{
  for (int k = 0; k < n; k++)
    {
      int j = idx[k];
      y[k] = x[j] + 2.0 * x[j + 1];
    }
}

/* { dg-final { scan-function-dump f ";; vls: group \[0-9\]+: members \[0-9\]+ \[0-9\]+, distances 0 8, span 16 bytes" "vls" } } */
/* { dg-final { scan-function-dump-times f ";; vls: group \[0-9\]+: rewritten" 4 "vls" } } */
/* { dg-final { scan-function-dump-not f "may throw" "vls" } } */
