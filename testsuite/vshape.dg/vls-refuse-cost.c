/* Under the cost model (vls=on) on AVX2 at a tuning whose gathers keep
   their table price (Intel's generic tuning, -mtune=intel, with gathers
   on; Haswell's and the generic tuning's measured corrections rewrite
   every group of make calibrate, vls-lone-gather.c and
   vls-lone-gather-generic.c), x[j] and x[j + 2] are adjacent, but in
   the main loop (4 lanes) no group of them is cheaper than the two
   gathers: the gathers stay, under every GCC.  (The 2-lane epilogue's
   group, two loads per lane, is rewritten under GCC 16, whose tables
   price its gathers at 120 against 104, and kept under GCC 11 to 15.)  (At the generic tuning's table price the epilogue's group won;
   with its measured price, 200%, both loops' groups are rewritten, and
   such pairs ran 1.5-1.7 times faster so on a Zen 5: bench/RESULTS.md.)  */
/* { dg-do compile } */
/* { dg-additional-options "-march=haswell -mtune=intel -fplugin-arg-libvshape-dump=vls" } */
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

/* { dg-final { scan-function-dump f ";; vls: gather 3: not grouped: no group cheaper than its gathers" "vls" } } */
/* { dg-final { scan-function-dump-not f ";; vls: group \[0-9\]+: rewritten: 2 gathers -> 8 loads" "vls" } } */
