/* Under pragmas=intel a clause GCC has nothing to keep the promise of,
   a variable a data clause names that lives in memory, a malformed
   pragma, one that no loop follows and one outside a function each get
   a warning that names them; their loops, whose gathers may alias the
   store, stay scalar as stock GCC leaves them.  */
/* { dg-do compile } */
/* { dg-additional-options "-fplugin-arg-libvshape-pragmas=intel -fplugin-arg-libvshape-dump=pragmas -fdump-tree-vect" } */

double g;

#pragma ivdep /* { dg-warning "'#pragma ivdep' outside a function is ignored" } */

void
simd_assert (double *out, const double *a, const int *map, int n)
{
#pragma simd assert /* { dg-warning "clause 'assert' of '#pragma simd assert' cannot be honoured; the loop is left as GCC would leave it" } */
  for (int k = 0; k < n; k++)
    out[k] = a[map[k]] + 1.0;
}

void
simd_lengthfor (double *out, const double *a, const int *map, int n)
{
#pragma simd vectorlengthfor(double) /* { dg-warning "clause 'vectorlengthfor' of '#pragma simd vectorlengthfor\\(double\\)' cannot be honoured" } */
  for (int k = 0; k < n; k++)
    out[k] = a[map[k]] + 1.0;
}

void
ivdep_back (double *out, const double *a, const int *map, int n)
{
#pragma ivdep back /* { dg-warning "clause 'back' of '#pragma ivdep back' cannot be honoured" } */
  for (int k = 0; k < n; k++)
    out[k] = a[map[k]] + 1.0;
}

void
vector_always_assert (double *out, const double *a, const int *map, int n)
{
#pragma vector always assert /* { dg-warning "clause 'assert' of '#pragma vector always assert' cannot be honoured" } */
  for (int k = 0; k < n; k++)
    out[k] = a[map[k]] + 1.0;
}

void
vector_aligned (double *out, const double *a, const int *map, int n)
{
#pragma vector aligned /* { dg-warning "clause 'aligned' of '#pragma vector aligned' cannot be honoured" } */
  for (int k = 0; k < n; k++)
    out[k] = a[map[k]] + 1.0;
}

void
private_array (double *out, const double *a, const int *map, int n)
{
  double t[2];
#pragma simd private(t) /* { dg-warning "'t' of '#pragma simd private\\(t\\)' is not a local scalar; the loop is left as GCC would leave it" } */
  for (int k = 0; k < n; k++)
    {
      t[k & 1] = a[map[k]];
      out[k] = t[k & 1] * 2.0;
    }
}

void
reduction_global (double *out, const double *a, const int *map, int n)
{
#pragma simd reduction(+:g) /* { dg-warning "'g' of '#pragma simd reduction\\(\\+:g\\)' is not a local scalar" } */
  for (int k = 0; k < n; k++)
    {
      double v = a[map[k]];
      out[k] = v;
      g += v;
    }
}

void
malformed (double *out, const double *a, const int *map, int n)
{
#pragma simd reduction(+:) /* { dg-warning "malformed '#pragma simd reduction\\(\\+:\\)'" } */
  for (int k = 0; k < n; k++)
    out[k] = a[map[k]] + 1.0;
}

void
no_loop_follows (double *out, const double *a, const int *map, int n)
{
#pragma ivdep /* { dg-warning "'#pragma ivdep' is not followed by a loop; ignored" } */
  out[0] = 0.0;
  for (int k = 0; k < n; k++)
    out[k] = a[map[k]] + 1.0;
}

/* { dg-final { scan-function-dump simd_assert ";; #pragma simd assert at \[^\\n\]*: loop 1 at line \[0-9\]+: left alone: clause assert cannot be honoured" "pragmas" } } */
/* { dg-final { scan-function-dump private_array ";; #pragma simd private\\(t\\) at \[^\\n\]*: left alone: t is not a local scalar" "pragmas" } } */
/* { dg-final { scan-function-dump no_loop_follows ";; #pragma ivdep at \[^\\n\]*: no loop follows: ignored" "pragmas" } } */
/* { dg-final { scan-function-dump-not simd_assert "  vect_\[^ \]* = " "vect" } } */
/* { dg-final { scan-function-dump-not simd_lengthfor "  vect_\[^ \]* = " "vect" } } */
/* { dg-final { scan-function-dump-not ivdep_back "  vect_\[^ \]* = " "vect" } } */
/* { dg-final { scan-function-dump-not vector_always_assert "  vect_\[^ \]* = " "vect" } } */
/* { dg-final { scan-function-dump-not vector_aligned "  vect_\[^ \]* = " "vect" } } */
/* { dg-final { scan-function-dump-not private_array "  vect_\[^ \]* = " "vect" } } */
/* { dg-final { scan-function-dump-not reduction_global "  vect_\[^ \]* = " "vect" } } */
/* { dg-final { scan-function-dump-not malformed "  vect_\[^ \]* = " "vect" } } */
/* { dg-final { scan-function-dump-not no_loop_follows "  vect_\[^ \]* = " "vect" } } */
