/* SOA escape analysis: one byte of an int element written through a
   char pointer (a narrower type).  */
/* { dg-do compile } */
/* { dg-additional-options "-fopenmp-simd -fplugin-arg-libvshape-dump=vshape" } */

void
f (int *restrict a, int *restrict b, int n)
{
  int tmp[4];
#pragma omp simd private(tmp)
  for (int i = 0; i < n; i++)
    {
      for (int k = 0; k < 4; k++)
	tmp[k] = a[i] + k;
      ((char *) tmp)[3] = 1;
      b[i] = tmp[0] + tmp[a[i] & 3];
    }
}

/* { dg-final { scan-function-dump-times f ";; soa: tmp int\\\[4\\\]: not safe: accessed through a narrower or wider type\n;; soa: escape at: MEM\\\[\\(char \\*\\)_\[0-9\]+ \\+ 3B\\\] = 1" 1 "vshape" } } */
/* { dg-final { scan-function-dump-not f "rewritten to" "vshape" } } */
