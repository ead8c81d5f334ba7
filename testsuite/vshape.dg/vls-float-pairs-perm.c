/* Pairs of floats (complex numbers) read at one int index: with AVX2 the
   group's two 8-byte gathers are split into their real and imaginary
   parts by permutations of eight floats from two vectors.  Each is two
   vpermd and a blend: GCC 12's expander does that itself, and for GCC
   11, which would take five or six shuffles, the vls pass emits the
   three.  */
/* { dg-do compile } */
/* { dg-additional-options "-march=haswell -fchecking -fplugin-arg-libvshape-dump=vls" } */

struct cfloat
{
  float re, im;
};

void
cmul_acc (int n, const struct cfloat *restrict c, const int *restrict idx,
	  const float *restrict wr, const float *restrict wi,
	  float *restrict yr, float *restrict yi)
{
  for (int k = 0; k < n; k++)
    {
      int j = idx[k];
      float re = c[j].re, im = c[j].im;
      yr[k] += re * wr[k] - im * wi[k];
      yi[k] += re * wi[k] + im * wr[k];
    }
}

/* The main loop's group, and its epilogue's (four lanes, 128-bit
   shuffles).  */
/* { dg-final { scan-tree-dump-times "rewritten: 2 gathers -> 2 wider gathers \\+ 2 shuffles" 1 "vls" } } */
/* { dg-final { scan-tree-dump-times "rewritten: 2 gathers -> 4 loads \\+ 4 shuffles" 1 "vls" } } */
/* Two vpermd for each of the main loop's two permutations.  */
/* { dg-final { scan-assembler-times "\tvpermd\t" 4 } } */
