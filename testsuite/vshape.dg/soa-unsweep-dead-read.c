/* Undoing the sweeps of a loop that stays scalar when one swept read is
   dead by then: the undo of a later sweep removed its statements, and
   the read is skipped (this used to crash GCC; fuzz seed 3003).  The
   private's one write and three reads are swept, then all undone.  */
/* { dg-do compile } */
/* { dg-additional-options "-march=skylake-avx512 -mtune=znver3 -fopenmp-simd -fplugin-arg-libvshape-dump=vshape,vls" } */

void
k1 (double *restrict y, const unsigned char *restrict x,
    const unsigned *restrict idx0, const unsigned *restrict idx1, int n)
{
  double a[6];
#pragma omp simd private(a)
  for (int k = 0; k < n; k++)
    {
      unsigned j0 = idx0[k];
      unsigned j1 = idx1[k];
      a[0] = (double) x[j0] - 5 * (double) x[j0 + 1u];
      a[1] = (double) x[j1] + 4 * (double) x[j1 + 1u];
      a[2] = (double) x[j0 + 2u] * (double) x[j0 + 3u];
      a[3] = (double) x[j1 + 2u] - 4 * (double) x[j1 + 3u];
      a[4] = a[3] * 3 + (double) x[j0 + 4u];
      a[5] = (double) x[j1 + 5u];
      a[j0 % 6u] += (double) (k * 2 + 8);
      y[k] = a[0] + a[4] + a[1] + a[j1 % 6u] + a[k % 6];
    }
}

/* { dg-final { scan-function-dump k1 ";; soa: a: 1 data-dependent writes \\(0 updates\\) over 6 elements: sweep \[0-9\]+ \\(35% of its price, as measured\\), scatters \[0-9\]+: swept" "vshape" } } */
/* { dg-final { scan-function-dump k1 ";; soa: a: 3 data-dependent reads over 6 elements: sweep \[0-9\]+, gathers \[0-9\]+: swept" "vshape" } } */
/* { dg-final { scan-function-dump k1 ";; soa: a: 4 sweeps undone: loop not vectorized" "vls" } } */
/* { dg-final { scan-function-dump k1 ";; soa: a: rewrite undone: loop not vectorized" "vls" } } */
