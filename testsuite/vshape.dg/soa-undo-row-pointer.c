/* A private read and written at a uniform index that is no constant
   (n & 7): the SOA rewrite reaches its row through a pointer &soa[n & 7].
   The random store and the random read are swept over the 8 elements;
   the integer division keeps AVX2 from vectorizing, so both sweeps are
   undone and the undo follows the row pointers too: no SOA array is
   left.  */
/* { dg-do compile } */
/* { dg-additional-options "-march=haswell -fopenmp-simd -fplugin-arg-libvshape-dump=vshape,vls -fdump-tree-optimized" } */

void
f (const int *restrict a, int *restrict b, int n)
{
  int tmp[8];
#pragma omp simd private(tmp)
  for (int i = 0; i < n; i++)
    {
      for (int k = 0; k < 8; k++)
	tmp[k] = a[i] + k;
      tmp[n & 7] += a[i];
      tmp[a[i] & 7] = 3;
      b[i] = (tmp[n & 7] + tmp[(a[i] >> 3) & 7]) / (a[i] | 1);
    }
}

/* { dg-final { scan-function-dump f "= &soa\[.0-9\]*\\\[_\[0-9\]+\\\];" "vshape" } } */
/* { dg-final { scan-function-dump f ";; soa: tmp: 1 data-dependent writes \\(0 updates\\) over 8 elements: sweep \[0-9\]+: swept" "vshape" } } */
/* { dg-final { scan-function-dump f ";; soa: tmp: 1 data-dependent reads over 8 elements: sweep \[0-9\]+, gathers \[0-9\]+: swept" "vshape" } } */
/* { dg-final { scan-function-dump-times f ";; soa: tmp: 2 sweeps undone: loop not vectorized" 1 "vls" } } */
/* { dg-final { scan-function-dump-times f ";; soa: tmp: rewrite undone: loop not vectorized" 1 "vls" } } */
/* { dg-final { scan-function-dump-not f "soa\\." "optimized" } } */
