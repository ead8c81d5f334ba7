/* Seed 001, Figure 1: a divergent if/else inside the vectorized loop.
   The loaded value decides the branch, so the branch is divergent, the
   phi at its join is Random, and the addresses are strided by 4.  */
/* { dg-do compile } */
/* { dg-additional-options "-fplugin-arg-libvshape-dump=vshape" } */

void
fig1 (int *restrict a, int *restrict b, int *restrict c, int n, int N)
{
  for (int i = 0; i < n; i++)
    {
      int t;
      if (a[i] < N)
	t = b[i] / N;
      else
	t = N + a[i];
      c[i] = t;
    }
}

/* { dg-final { scan-function-dump-times fig1 ";; vshape: loop 1 at \[^\n\]*shape-fig1.c:10, depth 1, 15 statements" 1 "vshape" } } */
/* { dg-final { scan-function-dump fig1 "Divergent: \\\[Shape: Unit Stride, Stride: 1\\\] i_\[0-9\]+ = PHI <" "vshape" } } */
/* { dg-final { scan-function-dump-times fig1 "Divergent: \\\[Shape: Strided, Stride: 4\\\] _\[0-9\]+ = \[abc\]_\[0-9\]+\\(D\\) \\+ _\[0-9\]+;" 3 "vshape" } } */
/* { dg-final { scan-function-dump fig1 "Divergent: \\\[Shape: Random\\\] if \\(_\[0-9\]+ < N_\[0-9\]+\\(D\\)\\)" "vshape" } } */
/* { dg-final { scan-function-dump fig1 "Divergent: \\\[Shape: Random\\\] t_\[0-9\]+ = PHI <t_\[0-9\]+\\(\[0-9\]+\\), t_\[0-9\]+\\(\[0-9\]+\\)>" "vshape" } } */
/* { dg-final { scan-function-dump fig1 "Divergent: \\\[Shape: Strided, Stride: 4\\\] \\*_\[0-9\]+ = t_\[0-9\]+;" "vshape" } } */
/* { dg-final { scan-function-dump fig1 "Uniform: \\\[Shape: Uniform\\\] if \\(n_\[0-9\]+\\(D\\) > i_\[0-9\]+\\)" "vshape" } } */
/* { dg-final { scan-function-dump-times fig1 ";; divergent branch in bb \[0-9\]+ joins at bb \[0-9\]+\n" 1 "vshape" } } */
/* { dg-final { scan-function-dump fig1 ";; summary: values 0 uniform, 3 unit stride, 4 strided, 5 random; accesses 0 uniform, 3 unit-stride, 0 strided, 0 random" "vshape" } } */
