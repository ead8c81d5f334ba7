/* Tables read at a small multiple of a narrow index plus a constant,
   for the vls-narrow-index*.c tests: GCC computes 4 * j (or 2 * j) in
   int and will not emulate gathers of bytes or shorts through int
   offsets; the plugin computes the offset from the narrow j in the
   address's type.  */

__attribute__ ((noipa)) void
bytes4 (int n, const unsigned char *restrict px,
	const unsigned char *restrict t, unsigned char *restrict out)
{
  for (int i = 0; i < n; i++)
    {
      int j = px[i];
      out[i] = (t[4 * j] * 3 + t[4 * j + 1] * 5 + t[4 * j + 2] * 7
		+ t[4 * j + 3]) >> 4;
    }
}

__attribute__ ((noipa)) void
shorts2 (int n, const unsigned short *restrict px, const short *restrict t,
	 int *restrict out)
{
  for (int i = 0; i < n; i++)
    {
      int j = px[i];
      out[i] = t[2 * j] * 3 - t[2 * j + 1] * 5;
    }
}

/* A signed index may be negative, and a 32-bit one too wide: both
   left as they are.  */
__attribute__ ((noipa)) void
signed_bytes (int n, const signed char *restrict px,
	      const unsigned char *restrict t, unsigned char *restrict out)
{
  for (int i = 0; i < n; i++)
    {
      int j = px[i] + 128;
      out[i] = (t[4 * j] + t[4 * j + 1]) >> 1;
    }
}

__attribute__ ((noipa)) void
wide_index (int n, const unsigned *restrict px,
	    const unsigned char *restrict t, unsigned char *restrict out)
{
  for (int i = 0; i < n; i++)
    {
      unsigned j = px[i] & 255;
      out[i] = (t[4 * j] + t[4 * j + 1]) >> 1;
    }
}

/* Ints through a byte index: GCC gathers them with int offsets, which
   the plugin leaves so.  */
__attribute__ ((noipa)) void
ints4 (int n, const unsigned char *restrict px, const int *restrict t,
       int *restrict out)
{
  for (int i = 0; i < n; i++)
    {
      int j = px[i];
      out[i] = t[4 * j] - 3 * t[4 * j + 1];
    }
}
