/* A data-dependent read swept over the N elements of a private becomes
   a tree of selects on the bits of its index: log2 N tests
   (i & 2^j) != 0 instead of N - 1 compares i == b.  A read whose index
   a swept write shares stays a chain, whose compares are the write's.
   A loop that stays scalar gets the read back.  */
/* { dg-do compile } */
/* { dg-additional-options "-march=skylake-avx512 -mtune=znver3 -fopenmp-simd -fdump-tree-vect-details -fplugin-arg-libvshape-dump=vshape,vls" } */

#include "soa-sweep-kernels.h"

void
same_index (int n, const int *restrict s, int *restrict out)
{
  int h[8];
#pragma omp simd private(h)
  for (int k = 0; k < n; k++)
    {
      for (int b = 0; b < 8; b++)
	h[b] = b;
      h[s[k] & 7] += 5;
      out[k] = h[s[k] & 7] + h[3];
    }
}

void
five (int n, const int *restrict s, const short *restrict x,
      short *restrict out)
{
  short t[5];
#pragma omp simd private(t)
  for (int k = 0; k < n; k++)
    {
      for (int b = 0; b < 5; b++)
	t[b] = (short) (x[k] + b);
      out[k] = t[(unsigned) s[k] % 5u];
    }
}

/* No vector integer division: the loop stays scalar.  */
void
divided (int n, const int *restrict s, const int *restrict d,
	 unsigned char *restrict out)
{
  unsigned char t[8];
#pragma omp simd private(t)
  for (int k = 0; k < n; k++)
    {
      for (int b = 0; b < 8; b++)
	t[b] = (unsigned char) (s[k] / d[k] + b);
      out[k] = t[s[k] & 7];
    }
}

/* { dg-final { scan-function-lines power_table ";; soa: c: 2 data-dependent reads over 8 elements: sweep \[0-9\]+, gathers \[0-9\]+: swept" "vshape" } } */
/* Three bits for each of the five swept reads of 8 and 5 elements
   whose index no swept write has: one in char_counts, two in
   power_table, one in five, one in divided.  float_bins's and
   same_index's reads are at their writes' indices.  */
/* { dg-final { scan-tree-dump-times " = _\[0-9\]+ & 1;" 5 "vshape" } } */
/* { dg-final { scan-tree-dump-times " = _\[0-9\]+ & 2;" 5 "vshape" } } */
/* { dg-final { scan-tree-dump-times " = _\[0-9\]+ & 4;" 5 "vshape" } } */
/* { dg-final { scan-tree-dump-not " = _\[0-9\]+ & 8;" "vshape" } } */
/* { dg-final { scan-function-lines power_table "  _\[0-9\]+ = _\[0-9\]+ & 4;\\n  _\[0-9\]+ = _\[0-9\]+ != 0;" "vshape" } } */
/* { dg-final { scan-function-lines same_index ";; soa: h: 1 data-dependent reads over 8 elements: sweep \[0-9\]+, gathers \[0-9\]+: swept" "vshape" } } */
/* { dg-final { scan-function-dump-times power_table ";; soa: c: read _\[0-9\]+ = \[^\\n\]*: selects on 3 bits of the index" 2 "vshape" } } */
/* { dg-final { scan-function-lines five ";; soa: t: read \[^\\n\]*: selects on 3 bits of the index" "vshape" } } */
/* { dg-final { scan-function-lines same_index ";; soa: h: read \[^\\n\]*: a chain on the compares of the write swept at its index" "vshape" } } */
/* { dg-final { scan-function-lines-not same_index "  _\[0-9\]+ = _\[0-9\]+ & 1;" "vshape" } } */
/* { dg-final { scan-function-lines five "  _\[0-9\]+ = _\[0-9\]+ & 4;" "vshape" } } */
/* { dg-final { scan-function-lines divided ";; soa: t: 1 sweeps undone: loop not vectorized" "vls" } } */
/* { dg-final { scan-function-lines float_bins ";; soa: h: 2 data-dependent reads over 8 elements: sweep \[0-9\]+, gathers \[0-9\]+: swept" "vshape" } } */
/* { dg-final { scan-function-lines-not float_bins "  _\[0-9\]+ = _\[0-9\]+ & 1;" "vshape" } } */
/* All but divided's (soa-sweep-kernels.h has four).  hist's too under
   GCC 15 and 16 at the Zen 3 tuning, since its scatters take 32-bit
   offsets (with 64-bit ones, two scatters a vector, they priced it
   above the scalar loop).  */
/* { dg-final { scan-tree-dump-times "vectorized 1 loops" 7 "vect" } } */
