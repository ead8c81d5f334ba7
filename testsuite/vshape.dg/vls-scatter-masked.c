/* A masked scatter pair (a conditional store of a block): with the
   Zen 3 tuning, whose scatters were measured at 250% of GCC's price,
   each part's lanes store their blocks under the part's mask, an
   inactive lane into the vls_sink buffer of the frame.  The Skylake
   tuning keeps the scatters (vshape.run/vls-scatter-avx512.c).  GCC 16
   vectorizes the loop through SLP: the second member's index vector is
   the first's plus one, added in wrapping arithmetic to elements that
   are multiples of two, which cannot carry.  */
/* { dg-do compile } */
/* { dg-additional-options "-march=skylake-avx512 -mtune=znver3 -mprefer-vector-width=512 -fplugin-arg-libvshape-dump=vls -fdump-tree-optimized" } */

void
masked_pair (double *restrict q, const int *restrict idx,
	     const double *restrict a, const double *restrict b,
	     const signed char *restrict m, int n)
{
#pragma GCC ivdep
  for (int k = 0; k < n; k++)
    if (m[k])
      {
	int j = idx[k];
	q[2 * j] = a[k];
	q[2 * j + 1] = b[k];
      }
}

/* { dg-final { scan-function-dump masked_pair ";; vls: store group 0: 2 members x 8 parts, block 16 bytes" "vls" } } */
/* { dg-final { scan-function-dump masked_pair ";; vls: store group 0: rewritten: 16 scatters -> 16 shuffles \\+ 64 stores" "vls" } } */
/* { dg-final { scan-function-dump masked_pair "= masked store 2x8 %\[0-9\]+ from 0 memref \[0-9\]+ lane 0 offset 0" "vls" } } */
/* { dg-final { scan-function-dump masked_pair "&vls_sink" "optimized" } } */
/* { dg-final { scan-function-dump masked_pair "= _\[0-9\]+ \\? _\[0-9\]+ : _\[0-9\]+;" "optimized" } } */
