/* Widening conversions keep a stride only without wrap-around: GCC's
   induction analysis proves it for the unsigned counter i (bounded by
   the trip count), while (unsigned short) (j * 3) really wraps.  */
/* { dg-do compile } */
/* { dg-additional-options "-fplugin-arg-libvshape-dump=vshape" } */

void
widen (int *restrict a, int *restrict b, unsigned n, unsigned short m)
{
  for (unsigned i = 0; i < n; i++)
    a[i] = 1;
  for (unsigned short j = 0; j != m; j++)
    b[(unsigned short) (j * 3)] = 2;
}

/* { dg-final { scan-function-dump widen "Divergent: \\\[Shape: Unit Stride, Stride: 1\\\] _\[0-9\]+ = \\(long unsigned int\\) i_\[0-9\]+;" "vshape" } } */
/* { dg-final { scan-function-dump widen "Divergent: \\\[Shape: Strided, Stride: 4\\\] \\*_\[0-9\]+ = 1;" "vshape" } } */
/* { dg-final { scan-function-dump widen "Divergent: \\\[Shape: Strided, Stride: 3\\\] _\[0-9\]+ = j_\[0-9\]+ \\* 3;" "vshape" } } */
/* { dg-final { scan-function-dump widen "Divergent: \\\[Shape: Random\\\] _\[0-9\]+ = \\(long unsigned int\\) _\[0-9\]+;" "vshape" } } */
/* { dg-final { scan-function-dump widen "Divergent: \\\[Shape: Random\\\] \\*_\[0-9\]+ = 2;" "vshape" } } */
