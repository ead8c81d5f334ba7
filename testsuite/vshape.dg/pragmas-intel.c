/* Under pragmas=intel the plugin gives Intel's vector pragmas GCC's own
   meaning: the loops below, which stock GCC leaves scalar (a gather
   that may alias the store, a conversion its cost model refuses) or
   vectorizes (the novector loop), follow their pragma, each with an
   optimized remark and a line of the pragmas dump.  */
/* { dg-do compile } */
/* { dg-additional-options "-fplugin-arg-libvshape-pragmas=intel -fplugin-arg-libvshape-dump=pragmas -fdump-tree-vect -fopt-info-vec-optimized" } */
/* { dg-prune-output "loop vectorized" } */
/* { dg-prune-output "loop versioned for vectorization" } */
/* { dg-prune-output "vls: " } */

void
gather_ivdep (double *out, const double *x, const int *map, int n)
{
#pragma ivdep
  for (int k = 0; k < n; k++) /* { dg-message "optimized: #pragma ivdep honoured as #pragma GCC ivdep" } */
    out[k] = x[2 * map[k]] * x[2 * map[k] + 1];
}

void
gather_ivdep_loop (double *out, const double *a, const int *map, int n)
{
#pragma ivdep loop
  for (int k = 0; k < n; k++) /* { dg-message "#pragma ivdep loop honoured as #pragma GCC ivdep" } */
    out[k] = a[map[k]] + 1.0;
}

void
gather_simd (double *out, const double *a, const int *map, int n)
{
  double t;
#pragma simd private(t) linear(k:1)
  for (int k = 0; k < n; k++) /* { dg-message "#pragma simd private\\(t\\) linear\\(k:1\\) honoured as #pragma omp simd" } */
    {
      t = a[map[k]];
      out[k] = t * t;
    }
}

int
sum_simd (int *out, const int *a, const int *map, int n)
{
  int s = 0;
#pragma simd reduction(+:s)
  for (int k = 0; k < n; k++) /* { dg-message "#pragma simd reduction\\(\\+:s\\) honoured as #pragma omp simd" } */
    {
      int v = a[map[k]];
      out[k] = v;
      s += v;
    }
  return s;
}

void
gather_four (int *out, const int *a, const int *map, int n)
{
#pragma simd vectorlength(4, 8)
  for (int k = 0; k < n; k++) /* { dg-message "#pragma simd vectorlength\\(4,8\\) honoured as #pragma omp simd safelen\\(4\\)" } */
    out[k] = a[map[k]] + 1;
}

void
short_conv (short *restrict out, const char *restrict a, int n)
{
#pragma vector always
  for (int k = 0; k < n; k++) /* { dg-message "#pragma vector always honoured as force_vectorize" } */
    out[3 * k] = a[5 * k];
}

void
axpy_novector (double *restrict y, const double *restrict x, int n)
{
#pragma novector
  for (int k = 0; k < n; k++) /* { dg-message "#pragma novector honoured as dont_vectorize" } */
    y[k] += 2.0 * x[k];
}

/* Every loop but the novector one is vectorized, which stock GCC does
   not do (pragmas-off.c); safelen 4 keeps 32-bit elements out of 32-byte
   vectors.  */
/* { dg-final { scan-function-dump gather_ivdep ";; #pragma ivdep at \[^\\n\]*pragmas-intel.c:15: loop 1 at line 16: honoured as #pragma GCC ivdep" "pragmas" } } */
/* { dg-final { scan-function-dump sum_simd ";; #pragma simd reduction\\(\\+:s\\) at \[^\\n\]*:44: loop 1 at line 45: honoured as #pragma omp simd\n" "pragmas" } } */
/* { dg-final { scan-function-dump gather_four ";; #pragma simd vectorlength\\(4,8\\) at \[^\\n\]*: honoured as #pragma omp simd safelen\\(4\\)" "pragmas" } } */
/* { dg-final { scan-function-dump axpy_novector ";; #pragma novector at \[^\\n\]*:73: loop 1 at line 74: honoured as dont_vectorize" "pragmas" } } */
/* { dg-final { scan-function-dump gather_ivdep "  vect_\[^ \]* = " "vect" } } */
/* { dg-final { scan-function-dump gather_ivdep_loop "  vect_\[^ \]* = " "vect" } } */
/* { dg-final { scan-function-dump gather_simd "  vect_\[^ \]* = " "vect" } } */
/* { dg-final { scan-function-dump sum_simd "  vect_\[^ \]* = " "vect" } } */
/* { dg-final { scan-function-dump gather_four "  vect_\[^ \]* = " "vect" } } */
/* { dg-final { scan-function-dump-not gather_four "vector\\(8\\) int" "vect" } } */
/* { dg-final { scan-function-dump short_conv "  vect_\[^ \]* = " "vect" } } */
/* { dg-final { scan-function-dump-not axpy_novector "  vect_\[^ \]* = " "vect" } } */
