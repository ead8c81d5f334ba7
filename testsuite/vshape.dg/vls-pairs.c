/* x[j], x[j + 1] through one int index: with vls=force every pair of
   AVX2 gathers (main loop and epilogue) is grouped and rewritten.  */
/* { dg-do compile } */
/* { dg-additional-options "-march=haswell -fchecking -fplugin-arg-libvshape-vls=force -fplugin-arg-libvshape-dump=vls -fopt-info-vec-optimized -fdump-tree-optimized" } */
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

/* Remarks for the rewritten groups of the loop and of its epilogue.  */
/* { dg-message "optimized: vls: 2 gathers -> 4 loads \\+ 4 shuffles" "" { target *-*-* } 14 } */
/* { dg-message "optimized: vls: 2 gathers -> 2 loads \\+ 2 shuffles" "" { target *-*-* } 14 } */
/* The store-order pass's remarks (store-order.c tests them).  */
/* { dg-prune-output "vector stores put in ascending address order" } */
/* { dg-final { scan-function-dump-times pair_sum ";; vls: gather \[0-9\]+: avx2 __builtin_ia32_gatheraltsiv4df, 4 x 8 bytes, base x_\[0-9\]+\\(D\\), index \[^,\]*\\\[0..3\\\], scale 8, offset 0:" 1 "vls" } } */
/* { dg-final { scan-function-dump-times pair_sum ";; vls: gather \[0-9\]+: avx2 __builtin_ia32_gatheraltsiv4df, 4 x 8 bytes, base x_\[0-9\]+\\(D\\), index \[^,\]*\\\[4..7\\\], scale 8, offset 8:" 1 "vls" } } */
/* { dg-final { scan-function-dump-times pair_sum ";; vls: group \[01\]: members \[0-9\] \[0-9\], distances 0 8, span 16 bytes" 4 "vls" } } */
/* { dg-final { scan-function-dump-times pair_sum "rewritten: 2 gathers -> 4 loads \\+ 4 shuffles" 2 "vls" } } */
/* { dg-final { scan-function-dump-times pair_sum "rewritten: 2 gathers -> 2 loads \\+ 2 shuffles" 2 "vls" } } */
/* { dg-final { scan-function-dump-times pair_sum "__builtin_ia32_gather" 0 "optimized" } } */
