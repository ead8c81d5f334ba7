/* An unsigned index j, x[j] and x[j + 1]: j + 1 is computed in
   unsigned int, so it is j plus one only when j is not the largest
   unsigned int.  The pass groups the two gathers when it can prove
   that from the vector operations that make the index (GCC 12 keeps no
   value ranges of vectors): j widened from an unsigned short or masked
   to 16 bits is at most 65535.  An unsigned int loaded as it is, or a
   signed short converted to unsigned (-1 becomes 4294967295), may be
   the largest value: x[j + 1] is then x[0], not next to x[j], and the
   gathers are not grouped.  */
/* { dg-do compile } */
/* { dg-require-effective-target vshape_unsigned_index_gathers } */
/* { dg-additional-options "-march=haswell -fplugin-arg-libvshape-vls=force -fplugin-arg-libvshape-dump=vls" } */

void
from_ushort (double *restrict y, const double *restrict x,
	     const unsigned short *restrict idx, int n)
{
  for (int k = 0; k < n; k++)
    {
      unsigned j = idx[k];
      y[k] = x[j] + 2.0 * x[j + 1];
    }
}

void
masked (double *restrict y, const double *restrict x,
	const unsigned *restrict idx, int n)
{
  for (int k = 0; k < n; k++)
    {
      unsigned j = idx[k] & 0xffff;
      y[k] = x[j] - x[j + 1];
    }
}

void
from_uint (double *restrict y, const double *restrict x,
	   const unsigned *restrict idx, int n)
{
  for (int k = 0; k < n; k++)
    {
      unsigned j = idx[k];
      y[k] = x[j] + 2.0 * x[j + 1];
    }
}

void
from_short (double *restrict y, const double *restrict x,
	    const short *restrict idx, int n)
{
  for (int k = 0; k < n; k++)
    {
      unsigned j = idx[k];
      y[k] = x[j] + 2.0 * x[j + 1];
    }
}

/* Grouped: the index lanes are the unsigned short elements themselves,
   zero-extended, and x[j + 1] is 8 bytes further.  */
/* { dg-final { scan-function-lines from_ushort ";; vls: gather \[0-9\]+: avx2 \[^\\n\]*, index \[^\\n\]*\\\[0..3\\\] unsigned, scale 8, offset 8:" "vls" } } */
/* { dg-final { scan-function-lines from_ushort ";; vls: group 0: members \[0-9\]+ \[0-9\]+, distances 0 8, span 16 bytes" "vls" } } */
/* { dg-final { scan-function-lines from_ushort ";; vls: group \[0-9\]+: rewritten" "vls" } } */
/* { dg-final { scan-function-lines-not from_ushort "not grouped" "vls" } } */
/* { dg-final { scan-function-lines masked ";; vls: group 0: members \[0-9\]+ \[0-9\]+, distances 0 8, span 16 bytes" "vls" } } */
/* { dg-final { scan-function-lines masked ";; vls: group \[0-9\]+: rewritten" "vls" } } */
/* { dg-final { scan-function-lines-not masked "not grouped" "vls" } } */
/* Not grouped: j + 1 may wrap.  */
/* { dg-final { scan-function-lines from_uint ";; vls: gather \[0-9\]+: not grouped: no adjacent gather" "vls" } } */
/* { dg-final { scan-function-lines-not from_uint ";; vls: group" "vls" } } */
/* { dg-final { scan-function-lines from_short ";; vls: gather \[0-9\]+: not grouped: no adjacent gather" "vls" } } */
/* { dg-final { scan-function-lines-not from_short ";; vls: group" "vls" } } */
