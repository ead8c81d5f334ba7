/* The loop of soa-undo-haswell.c under AVX-512, which has scatters:
   GCC vectorizes it with the SOA layout, and the rewrite is kept.  */
/* { dg-do compile } */
/* { dg-additional-options "-march=skylake-avx512 -fopenmp-simd -fplugin-arg-libvshape-dump=vshape,vls -fdump-tree-vect-details -fdump-tree-optimized" } */

void
hist (int n, const int *restrict s, float *restrict out)
{
  float h[16];
#pragma omp simd private(h)
  for (int k = 0; k < n; k++)
    {
      for (int b = 0; b < 16; b++)
	h[b] = 0.0f;
      h[s[k] & 15] += 1.0f;
      h[(s[k] >> 4) & 15] += 2.0f;
      float acc = 0.0f;
      for (int b = 0; b < 16; b++)
	acc += h[b] * (b + 1);
      out[k] = acc;
    }
}

/* { dg-final { scan-tree-dump "vectorized 1 loops in function" "vect" } } */
/* { dg-final { scan-tree-dump-times ";; soa: h: rewrite kept: loop vectorized" 1 "vls" } } */
/* { dg-final { scan-tree-dump "soa\\." "optimized" } } */
