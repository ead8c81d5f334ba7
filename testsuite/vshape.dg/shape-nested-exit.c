/* Divergent exits of nested loops: a divergent test leaves both inner
   loops of an omp simd loop at once, so both are divergent and the
   value they leave with is random after them.  */
/* { dg-do compile } */
/* { dg-additional-options "-fopenmp-simd -fplugin-arg-libvshape-dump=vshape" } */

void
nested_exit (int *restrict x, int *restrict y, int n, int m)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    {
      int found = -1;
      for (int j = 0; j < m; j++)
	for (int k = 0; k < m; k++)
	  if (x[j * m + k] == i)
	    {
	      found = j;
	      goto done;
	    }
    done:
      y[i] = found;
    }
}

/* { dg-final { scan-function-dump-times nested_exit ";; divergent loop 1 exits to bb" 1 "vshape" } } */
/* { dg-final { scan-function-dump-times nested_exit ";; divergent loop 2 exits to bb \[0-9\]+ \[0-9\]+\n" 1 "vshape" } } */
/* { dg-final { scan-function-dump-times nested_exit "Divergent: \\\[Shape: Random\\\] found_\[0-9\]+ = PHI <" 1 "vshape" } } */
/* { dg-final { scan-function-dump-times nested_exit "Uniform: \\\[Shape: Uniform\\\] _\[0-9\]+ = \\*_\[0-9\]+;" 1 "vshape" } } */
