/* A table of four bytes per class read through a byte's index (bench
   byte_lut) at -march=x86-64-v3: GCC emulates its gathers.  With
   32-byte vectors they have 32 lanes, more than a group of the vls
   pass takes, and the loop ran 0.71 to 0.95 of stock's scalar code on
   an Intel Xeon under GCC 12, which takes the first vector size that
   pays; with 16-byte vectors the pass groups the four reads (2.2 times
   faster than stock).  The cost client refuses the 32-lane loop, so
   GCC 12 takes the 16-byte one, as GCC 13 to 16 do by their own costs
   (GCC 11 leaves the loop scalar).  */
/* { dg-do compile } */
/* { dg-additional-options "-march=x86-64-v3 -fplugin-arg-libvshape-dump=vls -fdump-tree-vect-optimized" } */

void
quantize (int n, const unsigned char *restrict cl,
	  const unsigned char *restrict sm, const unsigned char *lut,
	  unsigned char *restrict o)
{
  for (int k = 0; k < n; k++)
    {
      unsigned c = cl[k];
      unsigned v = sm[k] * lut[4 * c] + lut[4 * c + 1];
      if (v > lut[4 * c + 2])
	v = lut[4 * c + 2];
      o[k] = (unsigned char) (v / 3 + lut[4 * c + 3]);
    }
}

/* { dg-final { vshape-in-versions "12" scan-function-dump quantize "V32QI, VF 32: \[^\\n\]*emulated gathers of more lanes than a group takes: refused" "vls" } } */
/* { dg-final { vshape-in-versions "12 13 14 15 16" scan-function-dump quantize "vls: group 0: rewritten: 4 gathers -> 16 loads" "vls" } } */
/* { dg-final { scan-function-dump-not quantize "loop vectorized using 32 byte vectors" "vect" } } */
