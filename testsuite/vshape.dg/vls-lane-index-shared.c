/* Two coordinates x[3 * j + 0 .. 1] and a field far past them,
   x[3 * j + 62], next to table reads and a division, with the Zen 4
   tuning: GCC 13 to 16 emulate the gathers, extracting each lane's
   offset from the index vector unpacked to 64 bits.  The pair is one
   group; the far field stays a lone gather at the same lane offsets.
   The group's lane addresses take the same lanes of the same unpacked
   vector the vectorizer extracts for the far field (rebuilding them
   from the int lanes of j beside the vectorizer's extractions made
   the loop 8% slower than stock on a Zen 4 under GCC 16); then the
   extractions, all of them, become the int lanes of j times 3 in
   scalar arithmetic (index lanes from scalars), and no 64-bit lane is
   extracted at all: on a Zen 5, as fast as before under GCC 14 and 16
   at znver4 and znver5 (1.00 to 1.02).  (A third coordinate,
   x[3 * j + 2], joins the pair at this tuning:
   vls-emulated-znver4.c.)  A pair alone at its lanes
   (pair_only) rebuilds each lane's index from the int lanes of j,
   cheaper than the vectorizer's unpack and extraction, which then
   go.  */
/* { dg-do compile } */
/* { dg-skip-if "GCC 11 and 12 have no znver4" { vshape_gcc11 || vshape_gcc12 } } */
/* { dg-additional-options "-march=znver4 -fopenmp-simd -fno-math-errno -fplugin-arg-libvshape-dump=vls" } */

#define N 1024

void
field (const double *restrict x, const int *restrict ix,
       double *restrict out, const double *restrict w)
{
#pragma omp simd
  for (int k = 0; k < N; k++)
    {
      int j = ix[k];
      double a = x[3 * j], b = x[3 * j + 1], c = x[3 * j + 62];
      double s = w[k] / (a * a + b * b + c * c + 1.0);
      s *= w[j & 1023] + w[(j >> 3) & 1023];
      out[k] = a * s + b;
      out[k + N] = b * s - c;
      out[k + 2 * N] = c * s + a;
    }
}

void
pair_only (const double *restrict x, const int *restrict ix,
	   double *restrict out, const double *restrict w)
{
#pragma omp simd
  for (int k = 0; k < N; k++)
    {
      int j = ix[k];
      double a = x[2 * j], b = x[2 * j + 1];
      out[k] = w[k] / (a * a + b * b + 1.0);
    }
}

/* { dg-final { scan-function-lines field ";; vls: group 0: rewritten" "vls" } } */
/* { dg-final { scan-function-dump field ";; lane from scalars: _\[0-9\]+ was element 7 of vect_" "vls" } } */
/* { dg-final { scan-function-dump-not field "= BIT_FIELD_REF <vect_\[^,\]+, 64," "vls" } } */
/* { dg-final { scan-function-lines pair_only ";; vls: group 0: rewritten" "vls" } } */
/* { dg-final { scan-function-dump pair_only "BIT_FIELD_REF <vect_j_\[0-9._\]+, 32," "vls" } } */
