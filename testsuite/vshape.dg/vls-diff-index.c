/* Gathers through different index vectors are not adjacent.  */
/* { dg-do compile } */
/* { dg-additional-options "-march=haswell -fplugin-arg-libvshape-vls=force -fplugin-arg-libvshape-dump=vls" } */

void
f (double *restrict y, const double *restrict x, const int *restrict i1,
   const int *restrict i2, int n)
{
  for (int k = 0; k < n; k++)
    y[k] = x[i1[k]] + x[i2[k] + 1];
}

/* { dg-final { scan-function-dump-times f "not grouped: no adjacent gather" 8 "vls" } } */
/* { dg-final { scan-function-dump-not f ";; vls: group" "vls" } } */
