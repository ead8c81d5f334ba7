/* A copy the vectorizer keeps scalar loses its check, and the check's
   loops and its backoff's counter go with it: the histogram at Haswell
   compiles to stock's scalar loop, without the check's vector compares.  */
/* { dg-additional-options "-fplugin-arg-libvshape-distinct=on -fplugin-arg-libvshape-dump=vls" } */

void
hist (int n, const int *restrict idx, const float *restrict w,
      float *restrict h)
{
  for (int k = 0; k < n; k++)
    h[idx[k]] += w[k];
}

/* { dg-final { scan-function-lines hist ";; distinct: loop \[0-9\]+ not vectorized: its check removed, stock's loop runs" "vls" } } */
/* { dg-final { scan-assembler-not "vpcmpeqd" } } */
/* { dg-final { scan-assembler-times "vaddss" 1 } } */
/* { dg-final { scan-assembler-not "vshape_distinct_misses" } } */
