/* Under promote=analyze the vls pass says which omp simd arrays it
   would keep in registers, and keeps them in memory: the vectorized
   loop still loads and stores its sums (vmovapd to the stack).  */
/* { dg-do compile } */
/* { dg-additional-options "-march=haswell -fopenmp-simd -fplugin-arg-libvshape-promote=analyze -fplugin-arg-libvshape-dump=vls" } */

double
gathered_sum (const double *a, const int *idx, int n)
{
  double s = 0.0;
#pragma omp simd reduction(+:s)
  for (int i = 0; i < n; i++)
    s += a[idx[i]];
  return s;
}

/* { dg-final { scan-function-lines gathered_sum ";; vls: loop \[0-9\]+ at \[^\\n\]*: omp simd array D\\.\[0-9\]+ kept in registers: \[0-9\]+ locations? of vector\\(4\\) double, \[0-9\]+ loaded before the loop, stored at its exit \\(promote=analyze: not rewritten\\)" "vls" } } */
/* { dg-final { scan-function-lines-not gathered_sum ";; vls: loop \[0-9\]+ at \[^\\n\]*: omp simd array \[^\\n\]* stored at its exit\\n" "vls" } } */
