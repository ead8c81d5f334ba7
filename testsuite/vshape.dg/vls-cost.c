/* With the cost model (vls=on), AVX-512 pairs are grouped and each group
   shows both costs.  */
/* { dg-do compile } */
/* { dg-additional-options "-march=skylake-avx512 -fplugin-arg-libvshape-dump=vls-details" } */
/* Where the tuning avoids gathers (GCC 13.3 and later, against Gather
   Data Sampling), turn them back on: this test is about them.  */
/* { dg-additional-options "-mtune-ctrl=use_gather_2parts,use_gather_4parts,use_gather" { target vshape_avx512_tuning_avoids_gathers } } */

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

/* { dg-final { scan-function-dump-times pair_sum ";; vls: group \[0-9\]+: cost: gathers \[0-9\]+, sequence \[0-9\]+" 4 "vls" } } */
/* { dg-final { scan-function-dump-times pair_sum ";; vls: group \[0-9\]+: rewritten" 4 "vls" } } */
/* { dg-final { scan-function-dump pair_sum "digraph" "vls" } } */
