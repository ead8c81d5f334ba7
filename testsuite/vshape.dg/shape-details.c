/* dump=vshape-details adds the propagation trace: each change of a
   shape with its reason, before the statement lines.  */
/* { dg-do compile } */
/* { dg-additional-options "-fplugin-arg-libvshape-dump=vshape-details" } */

void
details (int *restrict a, int *restrict c, int n, int N)
{
  for (int i = 0; i < n; i++)
    {
      int t;
      if (a[i] < N)
	t = a[i] / N;
      else
	t = N + a[i];
      c[i] = t;
    }
}

/* { dg-final { scan-function-dump details ";; step: \\\[Shape: Undef\\\] -> \\\[Shape: Unit Stride, Stride: 1\\\] \\(induction\\) i_\[0-9\]+ = PHI <" "vshape" } } */
/* { dg-final { scan-function-dump details ";; step: \\\[Shape: Undef\\\] -> \\\[Shape: Strided, Stride: 4\\\] \\(transfer\\) _\[0-9\]+ = _\[0-9\]+ \\* 4;" "vshape" } } */
/* { dg-final { scan-function-dump details ";; step: \\\[Shape: Undef\\\] -> \\\[Shape: Random\\\] \\(phi at divergent join\\) t_\[0-9\]+ = PHI <" "vshape" } } */
/* { dg-final { scan-function-dump details ";; step: \\\[Shape: Undef\\\] -> \\\[Shape: Uniform\\\] \\(context loop control\\) if \\(" "vshape" } } */
