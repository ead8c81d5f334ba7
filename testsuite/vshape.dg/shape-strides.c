/* Known and unknown strides: a[3i] advances 12 bytes per lane, b[ik]
   an unknown amount, c[n-i] goes backwards, d[2i+1] 8 bytes.  */
/* { dg-do compile } */
/* { dg-additional-options "-fplugin-arg-libvshape-dump=vshape" } */

void
strides (int *restrict a, int *restrict b, int *restrict c,
	 int *restrict d, int n, int k)
{
  for (int i = 0; i < n; i++)
    {
      a[3 * i] = 1;
      b[i * k] = 2;
      c[n - i] = 3;
      d[2 * i + 1] = 4;
    }
}

/* { dg-final { scan-function-dump strides "Divergent: \\\[Shape: Strided, Stride: 3\\\] _\[0-9\]+ = i_\[0-9\]+ \\* 3;" "vshape" } } */
/* { dg-final { scan-function-dump strides "Divergent: \\\[Shape: Strided, Stride: 12\\\] \\*_\[0-9\]+ = 1;" "vshape" } } */
/* { dg-final { scan-function-dump strides "Divergent: \\\[Shape: Strided, Stride: \\?\\\] \\*_\[0-9\]+ = 2;" "vshape" } } */
/* { dg-final { scan-function-dump strides "Divergent: \\\[Shape: Strided, Stride: -1\\\] _\[0-9\]+ = n_\[0-9\]+\\(D\\) - i_\[0-9\]+;" "vshape" } } */
/* { dg-final { scan-function-dump strides "Divergent: \\\[Shape: Strided, Stride: -4\\\] \\*_\[0-9\]+ = 3;" "vshape" } } */
/* { dg-final { scan-function-dump strides "Divergent: \\\[Shape: Strided, Stride: 8\\\] \\*_\[0-9\]+ = 4;" "vshape" } } */
/* { dg-final { scan-function-dump strides ";; summary: values 0 uniform, 2 unit stride, 17 strided, 0 random; accesses 0 uniform, 0 unit-stride, 4 strided, 0 random" "vshape" } } */
