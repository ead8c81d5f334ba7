/* The sweep of the calibration profile tests: an omp simd loop whose
   private array of eight bins takes one write at a data-dependent
   index, then is folded with weights.  At -march=skylake-avx512 the
   tables price the sweep of that write above its scatter.  Valid C and
   C++.  */
void
weighted_bins (unsigned long n, const int *__restrict s, float *__restrict out)
{
  float h[8];
#pragma omp simd private(h)
  for (unsigned long k = 0; k < n; k++)
    {
      for (int b = 0; b < 8; b++)
	h[b] = 0.0f;
      h[s[k] & 7] += 1.0f;
      float acc = 0.0f;
      for (int b = 0; b < 8; b++)
	acc += h[b] * (float) (b + 1);
      out[k] = acc;
    }
}
