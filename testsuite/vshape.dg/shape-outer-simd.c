/* Seed 004, example A: the outer loop is the vectorized one (omp simd),
   so the inner loop's counter and its loads are uniform inside, a store
   indexed by the outer counter is strided, and the inner loop, which
   lanes leave in different iterations, is divergent: its values are
   divergent after it (temporal divergence).  The inner loop is also a
   candidate on its own (innermost), with itself as the context.  */
/* { dg-do compile } */
/* { dg-additional-options "-fopenmp-simd -fplugin-arg-libvshape-dump=vshape" } */

void
example_a (int *restrict A, int *restrict B, int C[][1024],
	   int *restrict D, int *restrict X, int n, int m)
{
#pragma omp simd
  for (int t = 0; t < n; t++)
    {
      int V = 0;
      if (A[t] > 0)
	V = 1;
      int j = 0;
      for (; j < m; j++)
	{
	  if (B[j] > 50)
	    C[j][t] = 42;
	  if (D[j] == t)
	    break;
	}
      X[t] = j + V;
    }
}

/* { dg-final { scan-function-dump-times example_a ";; vshape: loop 2 at \[^\n\]*shape-outer-simd.c:\[0-9\]+, depth 1, " 1 "vshape" } } */
/* { dg-final { scan-function-dump-times example_a ";; vshape: loop 1 at \[^\n\]*shape-outer-simd.c:\[0-9\]+, depth 2, " 1 "vshape" } } */
/* Outer context: B[j] and D[j] are uniform, C[j][t] strided by 4.  */
/* { dg-final { scan-function-dump-times example_a "Uniform: \\\[Shape: Uniform\\\] _\[0-9\]+ = B_\[0-9\]+\\(D\\) \\+ _\[0-9\]+;" 1 "vshape" } } */
/* { dg-final { scan-function-dump-times example_a "Uniform: \\\[Shape: Uniform\\\] if \\(_\[0-9\]+ > 50\\)" 1 "vshape" } } */
/* { dg-final { scan-function-dump-times example_a "Divergent: \\\[Shape: Strided, Stride: 4\\\] \\(\\*_\[0-9\]+\\)\\\[t_\[0-9\]+\\\] = 42;" 1 "vshape" } } */
/* { dg-final { scan-function-dump-times example_a "Uniform: \\\[Shape: Uniform\\\] j_\[0-9\]+ = j_\[0-9\]+ \\+ 1;" 1 "vshape" } } */
/* { dg-final { scan-function-dump-times example_a "Divergent: \\\[Shape: Random\\\] j_\[0-9\]+ = PHI <j_\[0-9\]+\\(\[0-9\]+\\)>" 2 "vshape" } } */
/* { dg-final { scan-function-dump-times example_a ";; divergent loop 1 exits to bb \[0-9\]+ \[0-9\]+\n" 1 "vshape" } } */
/* { dg-final { scan-function-dump-times example_a ";; divergent branch in bb \[0-9\]+ makes loop 1 divergent" 1 "vshape" } } */
/* Inner context: j is the lane, C[j][t] strided by a row.  */
/* { dg-final { scan-function-dump-times example_a "Divergent: \\\[Shape: Strided, Stride: 4096\\\] \\(\\*_\[0-9\]+\\)\\\[t_\[0-9\]+\\\] = 42;" 1 "vshape" } } */
/* { dg-final { scan-function-dump-times example_a "Divergent: \\\[Shape: Unit Stride, Stride: 1\\\] j_\[0-9\]+ = j_\[0-9\]+ \\+ 1;" 1 "vshape" } } */
