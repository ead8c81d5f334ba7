/* Float pairs on AVX2 (haswell), where stock GCC gathers eight floats
   twice.  The group is one 8-byte block per lane: it becomes one 8-byte
   load per lane and shuffles.  Gathers of eight-byte elements (two
   floats each) would also do, and GCC's haswell table prices them below
   the loads, but such a rewrite ran at 0.93-0.96 of stock on an AMD Zen
   5 (and 1.43 times faster on a Zen 4, where the loads ran 2.8 times
   faster): a gather of 8-byte elements is priced as a gather of the
   elements it stands for, so the loads win on every CPU measured.  */
/* { dg-do compile } */
/* { dg-additional-options "-march=haswell -fplugin-arg-libvshape-dump=vls -fopt-info-vec-optimized" } */
/* { dg-prune-output "loop vectorized" } */

struct cf
{
  float re, im;
};

void
f (float *restrict y, const struct cf *restrict x, const int *restrict idx,
   int n)
{
  for (int k = 0; k < n; k++)
    {
      int j = idx[k];
      y[k] = x[j].re * 3.0f - x[j].im; /* { dg-message "optimized: vls: 2 gathers -> 8 loads \\+ 8 shuffles" } */
    }
}

/* The 16-byte epilogue's group has four lanes.  */
/* { dg-message "optimized: vls: 2 gathers -> 4 loads \\+ 4 shuffles" "epilogue" { target *-*-* } 25 } */
/* { dg-final { scan-function-dump f ";; vls: group 0: rewritten: 2 gathers -> 8 loads \\+ 8 shuffles" "vls" } } */
/* { dg-final { scan-function-dump f "%0 = load 2x4 memref \[0-9\]+ lane 0 offset 0" "vls" } } */
/* { dg-final { scan-assembler-not "vpgatherdq" } } */
/* { dg-final { scan-assembler-not "vgatherdps" } } */
