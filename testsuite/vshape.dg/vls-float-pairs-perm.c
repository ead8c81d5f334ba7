/* Pairs of floats (complex numbers) read at one int index: with AVX2
   each lane's pair is one 8-byte load, and the loads joined in vectors
   of eight floats are split into their real and imaginary parts by
   permutations of two inputs.  GCC 12 and later expand those within
   128-bit lanes; for GCC 11, which would take five or six shuffles for
   one that crosses lanes, the vls pass splits such a permutation into
   one-input permutes and a merge itself.  */
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

/* The main loop's group (eight lanes), and its epilogue's (four lanes,
   128-bit shuffles).  */
/* { dg-final { scan-function-dump-times cmul_acc "rewritten: 2 gathers -> 8 loads \\+ 8 shuffles" 1 "vls" } } */
/* { dg-final { scan-function-dump-times cmul_acc "rewritten: 2 gathers -> 4 loads \\+ 4 shuffles" 1 "vls" } } */
/* { dg-final { scan-assembler-not "gather" } } */
/* GCC 11: the one-input permutes of the split.  */
/* { dg-final { vshape-in-versions "11" scan-assembler-times "\tvpermd\t" 4 } } */
