/* Under the cost model (vls=on) on AVX2 with Haswell tuning, x[j] and
   x[j + 2] are adjacent, but in the main loop (4 lanes) no group of them
   is cheaper than the two gathers.  In the 2-lane epilogue the two
   loads per lane share one address and beat the gathers.  GCC 14 prices
   that epilogue's group by the target's price of its sequence, above
   the gathers, and keeps a scalar epilogue: loops of 1 to 8 such
   elements ran as fast that way as with the rewritten epilogue (0.95 to
   1.0 of its time on a Zen 4).  */
/* { dg-do compile } */
/* { dg-additional-options "-march=haswell -fplugin-arg-libvshape-dump=vls" } */

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

/* { dg-final { scan-tree-dump ";; vls: gather \[0-9\]+: not grouped: no group cheaper than its gathers" "vls" } } */
/* { dg-final { scan-tree-dump-times ";; vls: gather \[0-9\]+: not grouped: no group cheaper than its gathers" 4 "vls" } } */
/* { dg-final { vshape-in-versions "11 12 13 15 16" scan-tree-dump-times ";; vls: group \[0-9\]+: rewritten: 2 gathers -> 4 loads \\+ 2 shuffles" 2 "vls" } } */
/* { dg-final { vshape-in-versions "11 12 13 15 16" scan-tree-dump-times "rewritten" 2 "vls" } } */
/* { dg-final { vshape-in-versions "14" scan-tree-dump-not "rewritten" "vls" } } */
