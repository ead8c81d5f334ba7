/* The SOA rewrite lets GCC vectorize a loop it refuses with the AOS
   layout (see soa-off-not-vectorized.c, the same loop with soa=off):
   the private is rewritten and its uniform-index stores become
   contiguous.  The varying-index read of 4 elements costs less as a
   sweep (a chain of selects over the values just stored) than as a
   gather, so the loop keeps no load of the private at all.  */
/* { dg-do compile } */
/* { dg-additional-options "-fopenmp-simd -fplugin-arg-libvshape-dump=vshape -fdump-tree-vect-details" } */

void
lane (int *restrict a, int *restrict b, int n)
{
  int tmp[4];
#pragma omp simd private(tmp)
  for (int i = 0; i < n; i++)
    {
      for (int k = 0; k < 4; k++)
	tmp[k] = a[i] + k;
      b[i] = tmp[a[i] & 3];
    }
}

/* { dg-final { scan-function-dump-times lane ";; soa: tmp int\\\[4\\\]: safe, profitable \\(4 unit-stride, 0 strided, 1 random accesses\\)" 1 "vshape" } } */
/* { dg-final { scan-function-dump-times lane ";; soa: access D\\.\[0-9\]+\\\[_\[0-9\]+\\\]\\\[0\\\] = _\[0-9\]+: \\\[Shape: SOA Unit Stride, Stride: 4\\\] \\(AOS: \\\[Shape: Strided, Stride: 16\\\]\\)" 1 "vshape" } } */
/* { dg-final { scan-function-dump-times lane ";; soa: access _\[0-9\]+ = D\\.\[0-9\]+\\\[_\[0-9\]+\\\]\\\[_\[0-9\]+\\\]: \\\[Shape: SOA Random\\\] \\(AOS: \\\[Shape: Random\\\]\\)" 1 "vshape" } } */
/* { dg-final { scan-function-dump lane ";; soa: tmp: 1 data-dependent reads over 4 elements: sweep \[0-9\]+, gathers \[0-9\]+: swept" "vshape" } } */
/* { dg-final { scan-function-dump-times lane ";; soa: tmp: rewritten to soa\[.0-9\]* int\\\[4\\\]\\\[\[0-9\]+\\\], 4 accesses" 1 "vshape" } } */
/* { dg-final { scan-function-dump lane "vectorized 1 loops in function" "vect" } } */
