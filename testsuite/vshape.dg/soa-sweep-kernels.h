/* Small privates written and read at data-dependent indices, for the
   soa-sweep*.c dump tests.  */

/* An int histogram of 8 bins: two updates.  */
void
int_hist (int n, const int *restrict s, const int *restrict x,
	  int *restrict out)
{
  int h[8];
#pragma omp simd private(h)
  for (int k = 0; k < n; k++)
    {
      for (int b = 0; b < 8; b++)
	h[b] = 0;
      h[s[k] & 7] += x[k];
      h[(s[k] >> 3) & 7] += 2 * x[k];
      int acc = 0;
      for (int b = 0; b < 8; b++)
	acc += h[b] * (b + 1);
      out[k] = acc;
    }
}

/* Float bins: updates that may trap.  */
void
float_bins (int n, const int *restrict s, const float *restrict x,
	    float *restrict out)
{
  float h[8];
#pragma omp simd private(h)
  for (int k = 0; k < n; k++)
    {
      for (int b = 0; b < 8; b++)
	h[b] = (float) b;
      h[s[k] & 7] += x[k];
      h[(s[k] >> 3) & 7] -= 2.0f;
      float acc = 0.0f;
      for (int b = 0; b < 8; b++)
	acc += h[b] * (float) (b + 1);
      out[k] = acc;
    }
}

/* 16 float bins (hist): twice as many vectors.  */
#include "soa-hist.h"

/* Unsigned char counts: no 8-bit gather or scatter.  */
void
char_counts (int n, const int *restrict s, int *restrict out)
{
  unsigned char h[8];
#pragma omp simd private(h)
  for (int k = 0; k < n; k++)
    {
      for (int b = 0; b < 8; b++)
	h[b] = (unsigned char) b;
      h[s[k] & 7] += 1;
      out[k] = h[0] + 3 * h[5] + h[(s[k] >> 3) & 7];
    }
}

#include "soa-power-table.h"
