/* Byte strides of struct fields: s[i].y and s[i].c advance by the
   16-byte size of the struct; a field read through a loaded pointer is
   random.  */
/* { dg-do compile } */
/* { dg-additional-options "-fplugin-arg-libvshape-dump=vshape" } */

struct rec
{
  double x;
  int y;
  char c;
};

void
fields (struct rec *restrict s, int *restrict out, struct rec **restrict ps,
	int n)
{
  for (int i = 0; i < n; i++)
    {
      s[i].y = 5;
      s[i].c = 1;
      out[i] = ps[i]->y;
    }
}

/* { dg-final { scan-function-dump fields "Divergent: \\\[Shape: Strided, Stride: 16\\\] \\*_\[0-9\]+\\.y = 5;" "vshape" } } */
/* { dg-final { scan-function-dump fields "Divergent: \\\[Shape: Strided, Stride: 16\\\] \\*_\[0-9\]+\\.c = 1;" "vshape" } } */
/* { dg-final { scan-function-dump fields "Divergent: \\\[Shape: Strided, Stride: 8\\\] _\[0-9\]+ = ps_\[0-9\]+\\(D\\) \\+ _\[0-9\]+;" "vshape" } } */
/* { dg-final { scan-function-dump fields "Divergent: \\\[Shape: Random\\\] _\[0-9\]+ = \\*_\[0-9\]+\\.y;" "vshape" } } */
