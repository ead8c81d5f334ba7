/* Seed 004, the non-affine uniform loop: len doubles each iteration, so
   it is no affine induction, yet it is the same in every lane of the
   outer (omp simd) loop.  In the innermost loop's own section, k is the
   lane and n * k a stride unknown at compile time.  */
/* { dg-do compile } */
/* { dg-additional-options "-fopenmp-simd -fplugin-arg-libvshape-dump=vshape" } */

void
non_affine (float *A, int n)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    for (int len = 1; len * 2 < n; len *= 2)
      for (int k = 0; k < len; k++)
	A[k * n + i] += A[(k + len) * n + i];
}

/* { dg-final { scan-function-dump-times non_affine ";; vshape: loop \[0-9\]+ at \[^\n\]*shape-nonaffine.c:\[0-9\]+, depth 1, " 1 "vshape" } } */
/* { dg-final { scan-function-dump-times non_affine ";; vshape: loop \[0-9\]+ at \[^\n\]*shape-nonaffine.c:\[0-9\]+, depth 3, " 1 "vshape" } } */
/* { dg-final { scan-function-dump-times non_affine "Uniform: \\\[Shape: Uniform\\\] len_\[0-9\]+ = PHI <" 1 "vshape" } } */
/* { dg-final { scan-function-dump-times non_affine "Uniform: \\\[Shape: Uniform\\\] k_\[0-9\]+ = PHI <" 1 "vshape" } } */
/* { dg-final { scan-function-dump-times non_affine "Divergent: \\\[Shape: Strided, Stride: 4\\\] \\*_\[0-9\]+ = _\[0-9\]+;" 1 "vshape" } } */
/* { dg-final { scan-function-dump-times non_affine "Divergent: \\\[Shape: Strided, Stride: \\?\\\] _\[0-9\]+ = n_\[0-9\]+\\(D\\) \\* k_\[0-9\]+;" 1 "vshape" } } */
/* { dg-final { scan-function-dump-times non_affine "Divergent: \\\[Shape: Strided, Stride: \\?\\\] \\*_\[0-9\]+ = _\[0-9\]+;" 1 "vshape" } } */
/* { dg-final { scan-function-dump-not non_affine "at unknown" "vshape" } } */
