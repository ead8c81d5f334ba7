/* The Zen 4 tuning keeps scatter instructions off, and GCC 13 to 16
   leave a loop that stores through an index scalar.  While the
   vectorizer runs on a function whose loops store through an index and
   at no stride but one element, the plugin turns the tuning's scatter
   flags on, where some loop has two such stores (a lone scatter never
   joins a group); the cost client then refuses every way of
   vectorizing a loop that keeps a scatter the vls pass will not group.
   pairs is vectorized and its scatters become stores (scatter_pairs
   ran 1.15 to 1.42 times faster than stock on a Zen 4); lone's single
   scatter has no partner, so the flags stay off and GCC decides as
   stock does (the flags open kept GCC from emulating such a scatter:
   distinct-znver4.c); strided also
   stores at a stride of two elements, which GCC could make a lone
   scatter, so the flags stay off there (and in an omp simd loop:
   vls-scatter-tuning-simd.c).  */
/* { dg-do compile } */
/* { dg-skip-if "GCC 11 and 12 have no scatter tuning flags" { vshape_gcc11 || vshape_gcc12 } } */
/* { dg-additional-options "-march=znver4 -fopt-info-vec-optimized -fplugin-arg-libvshape-dump=vls" } */

/* { dg-prune-output "basic block part vectorized" } */

void
pairs (double *restrict q, const double *restrict a,
       const double *restrict b, const int *restrict idx, int n)
{
#pragma GCC ivdep
  for (int k = 0; k < n; k++)	/* { dg-message "loop vectorized" } */
    {
      int j = idx[k];
      q[2 * j] = a[k] + b[k];	/* { dg-message "vls: \[0-9\]+ scatters -> \[0-9\]+ shuffles \\+ \[0-9\]+ stores" } */
      q[2 * j + 1] = a[k] - b[k];
    }
}

void
lone (double *restrict q, const double *restrict a, const int *restrict idx,
      int n)
{
#pragma GCC ivdep
  for (int k = 0; k < n; k++)
    q[idx[k]] = a[k] * 3.0;
}

void
strided (double *restrict q, double *restrict r, const double *restrict a,
	 const int *restrict idx, int n)
{
#pragma GCC ivdep
  for (int k = 0; k < n; k++)
    {
      int j = idx[k];
      q[2 * j] = a[k];
      q[2 * j + 1] = -a[k];
      r[2 * k] = a[k];
    }
}

/* { dg-final { scan-function-lines pairs ";; vls: cost client: scatters the tuning avoids are open to the vectorizer \\(2 stores through an index\\)" "vls" } } */
/* { dg-final { scan-cost-client {function pairs scatters grouped} } } */
/* { dg-final { scan-function-lines pairs ";; vls: store group 0: rewritten" "vls" } } */
/* { dg-final { scan-function-dump-not lone "scatters the tuning avoids" "vls" } } */
/* { dg-final { scan-function-dump-not lone "__builtin_ia32_scatter" "vls" } } */
/* { dg-final { scan-function-dump-not strided "scatters the tuning avoids" "vls" } } */
