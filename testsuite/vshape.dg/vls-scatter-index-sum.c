/* Scatter blocks whose members' index vectors are sums: GCC 16 (SLP)
   computes q[4 * j + c] as the vector 4 * j plus the splat c in
   unsigned arithmetic, which wraps.  Adding c < 4 to a multiple of four
   only sets its two clear low bits, so the sum is the element plus c
   read signed or unsigned, and the quad is one group.  Three times j
   has no clear low bit: 3u * j + 1 may cross the sign boundary that
   3u * j stays below, so those two lanes' addresses are not 8 bytes
   apart, and the triple's scatters stay alone under every compiler.
   GCC 11 leaves both loops scalar ("control flow in loop").  */
/* { dg-do compile } */
/* { dg-additional-options "-march=skylake-avx512 -mtune=znver3 -mprefer-vector-width=512 -fplugin-arg-libvshape-dump=vls" } */

void
quad_cond (float *restrict q, const int *restrict idx,
	   const float *restrict a, const signed char *restrict m, int n)
{
#pragma GCC ivdep
  for (int k = 0; k < n; k++)
    if (m[k])
      {
	int j = idx[k];
	q[4 * j + 3] = a[k];
	q[4 * j + 2] = 2.0f * a[k];
	q[4 * j + 1] = 3.0f * a[k];
	q[4 * j] = 1.0f;
      }
}

void
triple_wrapping (double *restrict q, const unsigned *restrict idx,
		 const double *restrict a, const signed char *restrict m,
		 int n)
{
#pragma GCC ivdep
  for (int k = 0; k < n; k++)
    if (m[k])
      {
	unsigned j = 3u * idx[k];
	q[(int) j] = a[k];
	q[(int) (j + 1u)] = 2.0 * a[k];
	q[(int) (j + 2u)] = 3.0 * a[k];
      }
}

/* { dg-final { scan-function-lines quad_cond ";; vls: store group 0: 4 members x 4 parts, block 16 bytes" "vls" { target { ! vshape_gcc11 } } } } */
/* { dg-final { scan-function-lines quad_cond ";; vls: store group 0: rewritten: 16 scatters -> 32 shuffles" "vls" { target { ! vshape_gcc11 } } } } */
/* { dg-final { scan-function-lines triple_wrapping ";; vls: scatter 0: not grouped: no adjacent scatter" "vls" { target { ! vshape_gcc11 } } } } */
/* { dg-final { scan-function-lines-not triple_wrapping ";; vls: store group" "vls" } } */
