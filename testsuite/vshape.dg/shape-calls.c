/* Calls: a const function of uniform arguments is uniform, of a
   divergent one random; any other call is random.  */
/* { dg-do compile } */
/* { dg-additional-options "-fopenmp-simd -fplugin-arg-libvshape-dump=vshape" } */

__attribute__ ((const)) int g (int);
int h (int);

void
calls (int *restrict a, int *restrict b, int n, int m)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    {
      int s = 0;
      for (int j = 0; j < m; j++)
	s += g (j) + g (i);
      a[i] = s;
      b[i] = h (i);
    }
}

/* { dg-final { scan-function-dump-times calls "Uniform: \\\[Shape: Uniform\\\] _\[0-9\]+ = g \\(j_\[0-9\]+\\);" 1 "vshape" } } */
/* { dg-final { scan-function-dump-times calls "Divergent: \\\[Shape: Random\\\] _\[0-9\]+ = g \\(j_\[0-9\]+\\);" 1 "vshape" } } */
/* { dg-final { scan-function-dump-times calls "Divergent: \\\[Shape: Random\\\] _\[0-9\]+ = g \\(i_\[0-9\]+\\);" 1 "vshape" } } */
/* { dg-final { scan-function-dump-times calls "Divergent: \\\[Shape: Random\\\] _\[0-9\]+ = h \\(i_\[0-9\]+\\);" 1 "vshape" } } */
