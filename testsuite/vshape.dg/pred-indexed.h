/* Two loops whose guarded division predication moves, reading through
   an index: FEW reads two points' coordinates (a mesh ratio, which runs
   faster vectorized), MANY reads six table entries per iteration for
   one division (whose vector loop runs no faster than its scalar one
   where gathers are slow).  With PRED_INDEXED_SIMD defined, both are
   SIMD loops (omp simd); with PRED_INDEXED_N defined, MANY runs that
   many iterations.  */

#ifdef PRED_INDEXED_SIMD
#define PRED_INDEXED_LOOP _Pragma ("omp simd")
#else
#define PRED_INDEXED_LOOP
#endif

void
few (double *restrict out, const double *restrict px,
     const double *restrict py, const double *restrict q,
     const double *restrict m, const int *restrict map, int n)
{
  PRED_INDEXED_LOOP
  for (int k = 0; k < n; k++)
    {
      int j = map[k];
      double d1 = px[j] - q[k], d2 = py[j] + q[k];
      out[k] = m[k] < 1e-12 ? 0. : 4. * (px[j] * q[k] + py[j]) / (d1 * d2);
    }
}

void
many (double *restrict out, const double *restrict a,
      const double *restrict b, const double *restrict c,
      const double *restrict d, const double *restrict e,
      const double *restrict f, const int *restrict map, int n)
{
#ifdef PRED_INDEXED_N
  n = PRED_INDEXED_N;
#endif
  PRED_INDEXED_LOOP
  for (int k = 0; k < n; k++)
    {
      int j = map[k];
      double s = a[j] + b[j] + c[j];
      out[k] = s > 0. ? (d[j] + e[j]) / (f[j] * s) : 0.;
    }
}
