/* Temporal divergence: a while loop inside an omp simd loop runs a
   different number of iterations per lane.  Its counter is uniform
   inside it (all active lanes agree) but divergent after it.  */
/* { dg-do compile } */
/* { dg-additional-options "-fopenmp-simd -fplugin-arg-libvshape-dump=vshape" } */

void
temporal (int *restrict x, int *restrict y, int n)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    {
      int k = 0;
      while (x[i] > k * k)
	k++;
      y[i] = k;
    }
}

/* { dg-final { scan-function-dump-times temporal "Uniform: \\\[Shape: Uniform\\\] k_\[0-9\]+ = k_\[0-9\]+ \\+ 1;" 1 "vshape" } } */
/* { dg-final { scan-function-dump-times temporal "Divergent: \\\[Shape: Random\\\] if \\(_\[0-9\]+ < _\[0-9\]+\\)" 1 "vshape" } } */
/* { dg-final { scan-function-dump-times temporal "Divergent: \\\[Shape: Random\\\] k_\[0-9\]+ = PHI <k_\[0-9\]+\\(\[0-9\]+\\), 0\\(\[0-9\]+\\)>" 1 "vshape" } } */
/* { dg-final { scan-function-dump-times temporal ";; divergent branch in bb \[0-9\]+ makes loop 1 divergent" 1 "vshape" } } */
/* { dg-final { scan-function-dump-times temporal ";; divergent loop 1 exits to bb \[0-9\]+\n" 1 "vshape" } } */
/* The inner loop alone: its counter is the lane.  */
/* { dg-final { scan-function-dump-times temporal "Divergent: \\\[Shape: Unit Stride, Stride: 1\\\] k_\[0-9\]+ = k_\[0-9\]+ \\+ 1;" 1 "vshape" } } */
