/* Under the cost model (vls=on) on AVX2 at a tuning whose gathers keep
   their table price (the generic tuning with gathers on; Haswell's
   measured correction rewrites every group of make calibrate,
   vls-lone-gather.c), x[j] and
   x[j + 2] are adjacent, but in the main loop (4 lanes) no group of them
   is cheaper than the two gathers.  In the 2-lane epilogue the two
   loads per lane share one address and beat the gathers, under every
   GCC.  (At the Haswell tuning's table price GCC 14 priced that
   epilogue's group by the target's price of its sequence, above the
   gathers, and kept a scalar epilogue: loops of 1 to 8 such elements
   ran as fast that way as with the rewritten epilogue, 0.95 to 1.0 of
   its time on a Zen 4.)  */
/* { dg-do compile } */
/* { dg-additional-options "-march=haswell -mtune=generic -fplugin-arg-libvshape-dump=vls" } */
/* { dg-additional-options "-mtune-ctrl=use_gather_2parts,use_gather_4parts" { target { ! vshape_gcc11 } } } */
/* { dg-additional-options "-mtune-ctrl=use_gather" { target vshape_gcc11 } } */

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
/* { dg-final { scan-tree-dump-times ";; vls: group \[0-9\]+: rewritten: 2 gathers -> 4 loads \\+ 2 shuffles" 2 "vls" } } */
/* { dg-final { scan-tree-dump-times ": rewritten" 2 "vls" } } */
