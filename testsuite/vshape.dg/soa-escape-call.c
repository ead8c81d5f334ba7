/* SOA escape analysis: the private's address passed to a call; the dump names the reason and the statement.  */
/* { dg-do compile } */
/* { dg-additional-options "-fopenmp-simd -fplugin-arg-libvshape-dump=vshape" } */

void use (int *);
void f (int *restrict a, int *restrict b, int n)
{
  int tmp[4];
#pragma omp simd private(tmp)
  for (int i = 0; i < n; i++)
    {
      for (int k = 0; k < 4; k++) tmp[k] = a[i] + k;
      use (tmp);
      b[i] = tmp[1];
    }
}

/* { dg-final { scan-function-dump-times f ";; soa: tmp int\\\[4\\\]: not safe: address passed to a call\n;; soa: escape at: use \\(_\[0-9\]+\\)" 1 "vshape" } } */
/* { dg-final { scan-function-dump-not f "rewritten to" "vshape" } } */
