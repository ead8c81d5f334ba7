/* The SIMD lane number of an omp simd loop is unit-stride; GCC's omp
   simd array for the private tmp, indexed [lane][k], is strided by the
   whole 16-byte private (the AOS layout), or random for a varying k.  */
/* { dg-do compile } */
/* { dg-additional-options "-fopenmp-simd -fplugin-arg-libvshape-soa=off -fplugin-arg-libvshape-dump=vshape" } */

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

/* { dg-final { scan-function-dump lane "Divergent: \\\[Shape: Unit Stride, Stride: 1\\\] _\[0-9\]+ = .GOMP_SIMD_LANE \\(simduid" "vshape" } } */
/* { dg-final { scan-function-dump-times lane "Divergent: \\\[Shape: Strided, Stride: 16\\\] D\\.\[0-9\]+\\\[_\[0-9\]+\\\]\\\[\[0-3\]\\\] = _\[0-9\]+;" 4 "vshape" } } */
/* { dg-final { scan-function-dump lane "Divergent: \\\[Shape: Random\\\] _\[0-9\]+ = D\\.\[0-9\]+\\\[_\[0-9\]+\\\]\\\[_\[0-9\]+\\\];" "vshape" } } */
