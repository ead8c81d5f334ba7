/* Under the default vls=on, AVX-512 with Zen 3 tuning (what -march=native
   gives on this project's machine) rewrites the pairs: the gathers'
   tuning costs are in half instructions and must be brought to the unit
   of the shuffles before the two sums are compared.  Two 8-element
   gathers cost 312 in the znver3 table, 780 with the measured znver3
   correction (250%, vls_cost_x86.cc); the 4-lane epilogue's gathers are
   emulated: per element a lane address and a scalar load, then the
   insertions, 184 for the pair once the lane addresses the two share
   are counted once (152 before the emulated gathers' index extraction
   was priced as a lane address is).  GCC 11's Zen 3
   tuning uses gather instructions for the epilogue too: two 4-element
   gathers, 184 in its table, 460 corrected.  GCC 14 alone vectorizes no
   epilogue here; with the pair priced by the cost client its epilogue
   is vectorized and rewritten as under GCC 12 and 13.  GCC 15 and 16
   leave the loop scalar without gather instructions (the probe).  */
/* { dg-do compile } */
/* { dg-require-effective-target vshape_znver3_tuning_gathers } */
/* { dg-additional-options "-march=skylake-avx512 -mtune=znver3 -fchecking -fplugin-arg-libvshape-dump=vls -fopt-info-vec-optimized" } */
/* { dg-prune-output "loop vectorized" } */

void
pair_sum (double *restrict y, const double *restrict x,
	  const int *restrict idx, int n)
{
  for (int k = 0; k < n; k++)
    {
      int j = idx[k];
      y[k] = x[j] + 2.0 * x[j + 1];
    }
}

/* { dg-message "optimized: vls: 2 gathers -> 8 loads \\+ 8 shuffles" "" { target *-*-* } 28 } */
/* { dg-message "optimized: vls: 2 gathers -> 4 loads \\+ 4 shuffles" "" { target *-*-* } 28 } */
/* { dg-final { scan-function-dump-times pair_sum ";; vls: group \[0-9\]+: cost: gathers 780, sequence \[0-9\]+" 2 "vls" } } */
/* { dg-final { vshape-in-versions "12 13 14" scan-function-dump-times pair_sum ";; vls: group \[0-9\]+: cost: gathers 184, sequence \[0-9\]+" 2 "vls" } } */
/* { dg-final { vshape-in-versions "11" scan-function-dump-times pair_sum ";; vls: group \[0-9\]+: cost: gathers 460, sequence \[0-9\]+" 2 "vls" } } */
/* { dg-final { scan-function-dump-times pair_sum ";; vls: group \[0-9\]+: rewritten" 4 "vls" } } */
/* { dg-final { scan-function-dump-not pair_sum "not grouped" "vls" } } */
