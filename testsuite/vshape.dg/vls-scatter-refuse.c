/* Scatters the vls pass leaves alone, each with the reason in the dump:
   q[j] and q[j + 1] of two lanes may overlap in part (the scatters
   store member 0 of every lane first, per-lane stores would not); a gap
   is no block; three members are a block, but 3 * j computed in
   wrapping (unsigned) arithmetic is not proved to keep two lanes'
   triples apart or equal (vls-scatter-update.c groups the signed one),
   nor is 3 * j in int read as unsigned (a negative product
   zero-extended is no multiple of 3; GCC 11 does not vectorize that
   loop); a store through a pointer that may point into q sits between
   the scatters.  */
/* { dg-do compile } */
/* { dg-additional-options "-march=skylake-avx512 -fplugin-arg-libvshape-dump=vls-details -fdump-tree-optimized" } */

void
overlap (double *restrict q, const int *restrict idx,
	 const double *restrict a, const double *restrict b, int n)
{
#pragma GCC ivdep
  for (int k = 0; k < n; k++)
    {
      int j = idx[k];
      q[j] = a[k];
      q[j + 1] = b[k];
    }
}

void
gap (double *restrict q, const int *restrict idx,
     const double *restrict a, const double *restrict b, int n)
{
#pragma GCC ivdep
  for (int k = 0; k < n; k++)
    {
      int j = idx[k];
      q[4 * j] = a[k];
      q[4 * j + 2] = b[k];
    }
}

void
triple (double *restrict q, const int *restrict idx,
	const double *restrict a, const double *restrict b, int n)
{
#pragma GCC ivdep
  for (int k = 0; k < n; k++)
    {
      int t = (int) (3u * (unsigned) idx[k]);
      q[t] = a[k];
      q[t + 1] = b[k];
      q[t + 2] = a[k] + b[k];
    }
}

void
triple_zero_extended (double *restrict q, const int *restrict idx,
		      const double *restrict a, const double *restrict b,
		      int n)
{
#pragma GCC ivdep
  for (int k = 0; k < n; k++)
    {
      int t = 3 * idx[k];
      unsigned u = t;
      q[u] = a[k];
      (q + 1)[u] = b[k];
      (q + 2)[u] = a[k] + b[k];
    }
}

void
between (double *q, double *r, const int *restrict idx,
	 const double *restrict a, const double *restrict b, int n)
{
#pragma GCC ivdep
  for (int k = 0; k < n; k++)
    {
      int j = idx[k];
      q[2 * j] = a[k];
      r[k] = 1.0;
      q[2 * j + 1] = b[k];
    }
}

/* { dg-final { scan-function-lines overlap ";; vls: scatter 0: not grouped: two lanes' blocks may overlap in part \\(index not proved a multiple of the block\\)" "vls" } } */
/* { dg-final { scan-function-lines gap ";; vls: scatter 0: not grouped: the scatters are not a block of adjacent elements within a register, no more than the lanes" "vls" } } */
/* { dg-final { scan-function-lines triple ";; vls: scatter 0: not grouped: two lanes' blocks may overlap in part \\(index not proved a multiple of the block\\)" "vls" } } */
/* { dg-final { scan-function-lines between ";; vls: scatters kept in place by: MEM <vector\\(4\\) double> \\\[\\(double \\*\\)vectp_r\[^\\n\]*\\n;; vls: scatter 0: not grouped: an access between the scatters may touch their memory" "vls" } } */
/* { dg-final { scan-tree-dump-not "rewritten" "vls" } } */
/* { dg-final { vshape-in-versions "12 13 14 15 16" scan-function-lines triple_zero_extended ";; vls: scatter 0: not grouped: two lanes' blocks may overlap in part \\(index not proved a multiple of the block\\)" "vls" } } */
/* { dg-final { vshape-in-versions "11" scan-tree-dump-times "__builtin_ia32_scatter" 36 "optimized" } } */
/* { dg-final { vshape-in-versions "12 13 14 15 16" scan-tree-dump-times "__builtin_ia32_scatter" 48 "optimized" } } */
