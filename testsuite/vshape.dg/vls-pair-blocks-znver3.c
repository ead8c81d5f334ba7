/* Float pairs under the znver3 tuning, which avoids gathers of four
   elements: the group becomes one 8-byte load per lane plus shuffles,
   as under haswell (vls-pair-blocks-haswell.c).  */
/* { dg-do compile } */
/* { dg-require-effective-target vshape_znver3_float_pairs } */
/* { dg-additional-options "-march=znver3 -fplugin-arg-libvshape-dump=vls" } */

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
      y[k] = x[j].re * 3.0f - x[j].im;
    }
}

/* { dg-final { scan-function-dump f ";; vls: group 0: rewritten: 2 gathers -> 8 loads \\+ 8 shuffles" "vls" } } */
/* { dg-final { scan-assembler-not "vpgatherdq" } } */
