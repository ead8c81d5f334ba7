/* -mtune-ctrl naming a scatter flag is the user's choice: the plugin
   leaves the tuning's scatter flags as they are (vls-scatter-tuning.c
   without it), and GCC leaves the loop scalar.  */
/* { dg-do compile } */
/* { dg-skip-if "GCC 11 and 12 have no scatter tuning flags" { vshape_gcc11 || vshape_gcc12 } } */
/* { dg-additional-options "-march=znver4 -mtune-ctrl=^use_scatter_8parts -fplugin-arg-libvshape-dump=vls" } */

void
pairs (double *restrict q, const double *restrict a,
       const double *restrict b, const int *restrict idx, int n)
{
#pragma GCC ivdep
  for (int k = 0; k < n; k++)
    {
      int j = idx[k];
      q[2 * j] = a[k] + b[k];
      q[2 * j + 1] = a[k] - b[k];
    }
}

/* { dg-final { scan-function-dump-not pairs "scatters the tuning avoids" "vls" } } */
/* { dg-final { scan-function-dump-not pairs "store group" "vls" } } */
