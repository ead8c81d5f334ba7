/* A conditional reduction: the sum's phi at the join of the divergent
   test is random, and so is the reduction's header phi.  */
/* { dg-do compile } */
/* { dg-additional-options "-fplugin-arg-libvshape-dump=vshape" } */

int
cond_sum (int *restrict a, int n)
{
  int s = 0;
  for (int i = 0; i < n; i++)
    if (a[i] > 0)
      s += a[i];
  return s;
}

/* { dg-final { scan-function-dump-times cond_sum "Divergent: \\\[Shape: Random\\\] s_\[0-9\]+ = PHI <s_\[0-9\]+\\(\[0-9\]+\\), 0\\(\[0-9\]+\\)>" 1 "vshape" } } */
/* { dg-final { scan-function-dump-times cond_sum "Divergent: \\\[Shape: Random\\\] s_\[0-9\]+ = PHI <s_\[0-9\]+\\(\[0-9\]+\\), s_\[0-9\]+\\(\[0-9\]+\\)>" 1 "vshape" } } */
/* { dg-final { scan-function-dump-times cond_sum ";; divergent branch in bb \[0-9\]+ joins at bb \[0-9\]+\n" 1 "vshape" } } */
