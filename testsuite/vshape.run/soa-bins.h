/* Private bins of omp simd loops, zeroed, counting one or two
   data-dependent indices, then folded with weights: BINS bins of type
   T, a second write when SECOND.  double_bins (8 bins, one write) and
   float_quads (4 bins, two) are swept at the Zen tunings' measured
   price; float_pairs (16 bins, two writes) keeps its scatters beside
   them.  */

#define SOA_BINS_KERNEL(NAME, T, BINS, SECOND)				\
  __attribute__ ((noipa)) void						\
  NAME (int n, const int *__restrict s, T *__restrict out)		\
  {									\
    T h[BINS];								\
    _Pragma ("omp simd private(h)")					\
    for (int k = 0; k < n; k++)						\
      {									\
	for (int b = 0; b < BINS; b++)					\
	  h[b] = 0;							\
	h[s[k] & (BINS - 1)] += 1;					\
	if (SECOND)							\
	  h[(s[k] >> 4) & (BINS - 1)] += 2;				\
	T acc = 0;							\
	for (int b = 0; b < BINS; b++)					\
	  acc += h[b] * (b + 1);					\
	out[k] = acc;							\
      }									\
  }

SOA_BINS_KERNEL (double_bins, double, 8, 0)
SOA_BINS_KERNEL (float_quads, float, 4, 1)
SOA_BINS_KERNEL (float_pairs, float, 16, 1)
