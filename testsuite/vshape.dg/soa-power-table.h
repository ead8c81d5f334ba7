/* A SIMD loop whose private table of doubles is filled with powers and
   read at two data-dependent indices, for soa-sweep-kernels.h and the
   vls-scalar-lanes-cost*.c tests.  */

#ifndef SOA_POWER_TABLE_H
#define SOA_POWER_TABLE_H

/* A table of powers read at two data-dependent indices.  */
void
power_table (int n, const double *restrict x, const int *restrict s,
	     double *restrict y)
{
  double c[8];
#pragma omp simd private(c)
  for (int k = 0; k < n; k++)
    {
      c[0] = 1.0;
      for (int b = 1; b < 8; b++)
	c[b] = c[b - 1] * x[k];
      y[k] = c[s[k] & 7] + c[(s[k] >> 3) & 7];
    }
}

#endif
