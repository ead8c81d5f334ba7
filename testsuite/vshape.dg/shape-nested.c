/* A plain loop nest: only the innermost loop is a candidate; in it the
   row address is uniform, a[i][j] and b[j] advance by one element, and
   GCC's down-counting exit test variable has stride -1.  */
/* { dg-do compile } */
/* { dg-additional-options "-fplugin-arg-libvshape-dump=vshape" } */

void
nested (float a[][256], float *restrict b, int n)
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < 256; j++)
      a[i][j] = b[j] * 2.0f;
}

/* { dg-final { scan-function-dump-times nested ";; vshape: loop" 1 "vshape" } } */
/* { dg-final { scan-function-dump nested ";; vshape: loop 2 at \[^\n\]*shape-nested.c:11, depth 2, " "vshape" } } */
/* { dg-final { scan-function-dump nested "Divergent: \\\[Shape: Strided, Stride: 4\\\] \\(\\*_\[0-9\]+\\)\\\[j_\[0-9\]+\\\] = _\[0-9\]+;" "vshape" } } */
/* { dg-final { scan-function-dump nested "Divergent: \\\[Shape: Strided, Stride: -1\\\] ivtmp_\[0-9\]+ = ivtmp_\[0-9\]+ - 1;" "vshape" } } */
/* { dg-final { scan-function-dump nested "Divergent: \\\[Shape: Random\\\] _\[0-9\]+ = _\[0-9\]+ \\* 2.0e\\+0;" "vshape" } } */
