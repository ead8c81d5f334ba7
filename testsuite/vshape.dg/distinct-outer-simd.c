/* A loop inside an omp simd loop keeps stock's code with distinct=on:
   the check's loops beside it would stop the vectorizer of the outer
   loop, so the pass does not look at it (no distinct line).  */
/* { dg-additional-options "-fopenmp-simd -fplugin-arg-libvshape-distinct=on -fplugin-arg-libvshape-dump=vshape" } */

void
rows (int m, int n, const int *restrict idx, const float *restrict w,
      float *restrict h)
{
#pragma omp simd
  for (int i = 0; i < m; i++)
    for (int k = 0; k < n; k++)
      h[i * 64 + idx[k]] += w[k];
}

/* { dg-final { scan-function-dump-not rows ";; distinct:" "vshape" } } */
