/* Float pairs on AVX2 (haswell): the group is one 8-byte block per lane,
   so two gathers of four 8-byte elements (the second from the upper
   half of the index vector) and two shuffles replace the two gathers of
   eight floats; the sequence and the remark say so.  */
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
      y[k] = x[j].re * 3.0f - x[j].im; /* { dg-message "optimized: vls: 2 gathers -> 2 wider gathers \\+ 2 shuffles" } */
    }
}

/* The 16-byte epilogue's group has four lanes: whole-vector gathers of
   two 8-byte elements would be the wider form there, and the cost model
   (or the tuning) prefers 8-byte loads.  */
/* { dg-message "optimized: vls: 2 gathers -> 4 loads \\+ 4 shuffles" "epilogue" { target *-*-* } 21 } */
/* { dg-final { scan-tree-dump ";; vls: group 0: rewritten: 2 gathers -> 2 wider gathers \\+ 2 shuffles" "vls" } } */
/* { dg-final { scan-tree-dump "%0 = gather 8x4 memref \[0-9\]+ lanes 0-3 offset 0" "vls" } } */
/* { dg-final { scan-tree-dump "%1 = gather 8x4 memref \[0-9\]+ lanes 4-7 offset 0" "vls" } } */
/* { dg-final { scan-tree-dump "V\[0-9\]+: gather x8 lanes 0-3 offset 0" "vls" } } */
/* { dg-final { scan-assembler-times "vpgatherdq" 2 } } */
/* { dg-final { scan-assembler-not "vgatherdps" } } */
