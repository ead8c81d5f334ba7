/* With distinct=analyze the pass only says what it would do: the loop
   keeps stock's code, and no check is built before it.  With
   distinct=off it says nothing.  */
/* { dg-additional-options "-fplugin-arg-libvshape-distinct=analyze -fplugin-arg-libvshape-dump=vshape" } */

void
hist (int n, const int *restrict idx, const float *restrict w,
      float *restrict h)
{
  for (int k = 0; k < n; k++)
    h[idx[k]] += w[k];
}

/* { dg-final { scan-function-lines hist ";; distinct: loop \[0-9\]+ at \[^:\]+:\[0-9\]+: stores through h_\[0-9\]+\\(D\\) \\+ _\[0-9\]+, stock's loop alone: distinct=analyze" "vshape" } } */
/* { dg-final { scan-function-dump-times hist ";; vshape: loop \[0-9\]+ at " 1 "vshape" } } */
