/* A SIMD loop with a 16-bin float private written at data-dependent
   indices (a scatter once vectorized), for the soa-undo-*.c and
   vls-scalar-lanes-cost*.c tests, which choose the target.  */

#ifndef SOA_HIST_H
#define SOA_HIST_H

/* The loop over K < N of a function with the private H (float[16]) and
   the index array S, storing OUT_VALUE (of the bins' weighted sum ACC)
   to OUT[K].  */
#define SOA_HIST_LOOP(OUT_VALUE)					\
  for (int k = 0; k < n; k++)						\
    {									\
      for (int b = 0; b < 16; b++)					\
	h[b] = 0.0f;							\
      h[s[k] & 15] += 1.0f;						\
      h[(s[k] >> 4) & 15] += 2.0f;					\
      float acc = 0.0f;							\
      for (int b = 0; b < 16; b++)					\
	acc += h[b] * (b + 1);						\
      out[k] = (OUT_VALUE);						\
    }

void
hist (int n, const int *restrict s, float *restrict out)
{
  float h[16];
#pragma omp simd private(h)
  SOA_HIST_LOOP (acc)
}

#endif
