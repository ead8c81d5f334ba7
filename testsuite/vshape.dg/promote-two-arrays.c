/* Two global arrays, each with its address taken, summed into at fixed
   places in one loop: the places' bases are two declarations, not a
   pointer, and their distance is asked as addresses.  The plugin
   compiled this to an internal compiler error before; the locations
   stay in memory, from several bases.  */
/* { dg-do compile } */
/* { dg-additional-options "-march=haswell -fplugin-arg-libvshape-dump=vshape" } */

extern int hist_a[], hist_b[8];
int *keep_a = hist_a, *keep_b = hist_b;

void
two_sums (int n, const int *v)
{
  for (int k = 0; k < n; k++)
    {
      hist_a[3] += v[k];
      hist_b[5] += 2 * v[k];
    }
}

/* { dg-final { scan-function-dump two_sums ";; promote: loop \[0-9\]+ at \[^\n\]*: 2 locations \\(hist_a\\\[3\\\] \\.\\.\\.\\) kept in memory: the loop stores at fixed addresses from several bases" "vshape" } } */
