/* A SIMD loop with a private array: GCC lays it out array-of-structures
   and refuses the loop; SOA makes its accesses contiguous.  */

#define N 8

void
private_sums (int *restrict out, const int *restrict in, int n)
{
  int tmp[N];
#pragma omp simd private(tmp)
  for (int i = 0; i < n; i++)
    {
      for (int k = 0; k < N; k++)
	tmp[k] = in[i] + k;
      int s = 0;
      for (int k = 0; k < N; k++)
	s += tmp[k] * k;
      out[i] = s;
    }
}
