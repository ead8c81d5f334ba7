/* The conditional update of a triple through an index, as a force loop
   writes f[j][0..2]: under omp simd with masked AVX-512 gathers and
   scatters, the reads of f[j][1] and f[j][2] move up past the scatters
   of f[j][0] and f[j][1] (their bytes are apart: the index steps by 24
   bytes and each element keeps its offset modulo 24), and the scatters
   move down past those reads.  The triple's reads become one group and
   its scatters one store group (vls=force: the Sapphire Rapids prices
   keep the gathers and scatters).  GCC 11 does not vectorize the loop
   ("control flow in loop"), so the scans hold from GCC 12 on.  */
/* { dg-do compile } */
/* { dg-additional-options "-march=sapphirerapids -fopenmp-simd -fplugin-arg-libvshape-vls=force -fplugin-arg-libvshape-dump=vls" } */

void
update (double (*restrict f)[3], const int *restrict list,
	const double *restrict a, const double *restrict w, int n)
{
#pragma omp simd
  for (int k = 0; k < n; k++)
    {
      int j = list[k];
      if (w[k] > 0.0)
	{
	  f[j][0] -= a[k];
	  f[j][1] -= a[k] * w[k];
	  f[j][2] -= w[k];
	}
    }
}

/* { dg-final { vshape-in-versions "12 13 14 15 16" scan-function-lines update ";; vls: store group 0: 3 members x \[0-9\]+ parts, block 24 bytes" "vls" } } */
/* { dg-final { vshape-in-versions "12 13 14 15 16" scan-function-lines update ";; vls: store group 0: rewritten: \[0-9\]+ scatters -> " "vls" } } */
/* { dg-final { vshape-in-versions "12 13 14 15 16" scan-function-lines update ";; vls: group 0: rewritten: 3 gathers -> " "vls" } } */
/* { dg-final { scan-tree-dump-not "may overlap in part" "vls" } } */
/* { dg-final { scan-tree-dump-not "an access between the scatters may touch" "vls" } } */
