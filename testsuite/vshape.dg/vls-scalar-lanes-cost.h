/* Two SIMD loops whose SOA privates are read through emulated gathers,
   for the vls-scalar-lanes-cost*.c tests, which choose the target.  */

/* Powers of a value in a private table of doubles, two entries picked:
   each lane's index is (ss[k] & 7) or (ss[k] >> 3) & 7, scaled and
   offset by the SOA layout.  */
void
powers (int n, const double *restrict xs, const int *restrict ss,
	double *restrict ys)
{
  double c[8];
#pragma omp simd private(c)
  for (int k = 0; k < n; k++)
    {
      c[0] = 1.0;
      for (int b = 1; b < 8; b++)
	c[b] = c[b - 1] * xs[k];
      ys[k] = c[ss[k] & 7] + c[(ss[k] >> 3) & 7];
    }
}

/* hist: 16 float bins, two of them incremented; a shift, a mask, a
   scaling and a sum make each lane's index.  */
#include "soa-hist.h"
