/* Two masked gathers of adjacent elements under different conditions
   have different masks: a lane may load one and not the other, so they
   are not grouped, and the dump says why.  */
/* { dg-do compile } */
/* { dg-additional-options "-march=skylake-avx512 -fplugin-arg-libvshape-vls=force -fplugin-arg-libvshape-dump=vls" } */
/* Where the tuning avoids gathers (GCC 13.3 and later, against Gather
   Data Sampling), turn them back on: this test is about them.  */
/* { dg-additional-options "-mtune-ctrl=use_gather_2parts,use_gather_4parts,use_gather" { target vshape_avx512_tuning_avoids_gathers } } */

void
f (double *restrict y, const double *restrict x, const int *restrict idx,
   const int *restrict c, int n)
{
  for (int k = 0; k < n; k++)
    {
      int j = idx[k];
      double a = c[k] & 1 ? x[j] : 0.0;
      double b = c[k] & 2 ? x[j + 1] : 0.0;
      y[k] = a + b;
    }
}

/* { dg-final { scan-function-dump f ";; vls: gather \[0-9\]+: avx512 " "vls" } } */
/* { dg-final { scan-function-dump f "not grouped: no adjacent gather under the same mask" "vls" } } */
/* { dg-final { scan-function-dump-not f "rewritten" "vls" } } */
