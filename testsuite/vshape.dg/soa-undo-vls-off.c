/* The undo of soa-undo-haswell.c does not depend on the gather
   grouping: with vls=off the vls pass still runs for it.  The update of
   h is swept; the integer division keeps the loop scalar, so the sweep
   is undone too.  */
/* { dg-do compile } */
/* { dg-additional-options "-march=haswell -fopenmp-simd -fplugin-arg-libvshape-vls=off -fplugin-arg-libvshape-dump=vls -fdump-tree-optimized" } */

void
hist (int n, const int *restrict s, int *restrict out)
{
  int h[8];
#pragma omp simd private(h)
  for (int k = 0; k < n; k++)
    {
      for (int b = 0; b < 8; b++)
	h[b] = 0;
      h[s[k] & 7] += s[k];
      int acc = 0;
      for (int b = 0; b < 8; b++)
	acc += h[b] * (b + 1);
      out[k] = acc / (s[k] | 1);
    }
}

/* { dg-final { scan-function-dump-times hist ";; soa: h: 1 sweeps undone: loop not vectorized" 1 "vls" } } */
/* { dg-final { scan-function-dump-times hist ";; soa: h: rewrite undone: loop not vectorized" 1 "vls" } } */
/* { dg-final { scan-function-dump-not hist ";; vls: loop" "vls" } } */
/* { dg-final { scan-function-dump-not hist "soa\\." "optimized" } } */
