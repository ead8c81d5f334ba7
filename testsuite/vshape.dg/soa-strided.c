/* SOA Strided: an index that is the lane counter itself (or twice it)
   is strided under SOA; under AOS it is strided by the private's size
   plus the index's own stride.  Such an index grows with the loop, so
   the private's 16 elements bound it to 16 iterations: the layout is
   left alone (vectorized, 8 such iterations ran 1.3 to 2 times slower
   on a Zen 5).  */
/* { dg-do compile } */
/* { dg-additional-options "-fopenmp-simd -fplugin-arg-libvshape-dump=vshape" } */

void
strided (int *restrict a, int *restrict b, int n)
{
  int tmp[16];
#pragma omp simd private(tmp)
  for (int i = 0; i < n; i++)
    {
      for (int k = 0; k < 16; k++)
	tmp[k] = a[i] + k;
      tmp[i] = 7;
      b[i] = tmp[i] + tmp[3];
    }
}

/* { dg-final { scan-function-dump strided ";; soa: access D\\.\[0-9\]+\\\[_\[0-9\]+\\\]\\\[i_\[0-9\]+\\\] = 7: \\\[Shape: SOA Strided, Stride: \\?\\\] \\(AOS: \\\[Shape: Strided, Stride: 68\\\]\\)" "vshape" } } */
/* { dg-final { scan-function-dump strided ";; soa: tmp int\\\[16\\\]: safe, not profitable: strided accesses \\(1\\) bound the loop to the array's length" "vshape" } } */
/* { dg-final { scan-function-dump-not strided ";; soa: tmp: rewritten" "vshape" } } */
