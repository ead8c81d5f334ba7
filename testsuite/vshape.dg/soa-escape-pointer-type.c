/* SOA escape analysis: the private's address converted to a pointer to
   another type (short *), indexed by a varying index.  */
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
      b[i] = ((short *) tmp)[a[i] & 7] + tmp[1];
    }
}

/* { dg-final { scan-function-dump-times f ";; soa: tmp int\\\[4\\\]: not safe: address converted to another type\n;; soa: escape at: _\[0-9\]+ = _\[0-9\]+ \\+ _\[0-9\]+" 1 "vshape" } } */
/* { dg-final { scan-function-dump-not f "rewritten to" "vshape" } } */
