/* Palette loops: a byte index reads 3-byte RGB (or 4-byte RGBA)
   entries whose weighted sum is a luma, for the vls-palette*.c tests.
   GCC prices the scalar iteration without the products (its pattern
   recognition folds them into widening operations) and its emulated
   gathers of bytes far above it, so that it leaves these loops scalar.  */

struct rgb { unsigned char r, g, b; };
struct rgba { unsigned char r, g, b, a; };

__attribute__ ((noipa)) void
luma3 (int n, const unsigned char *restrict px, const struct rgb *restrict p,
       int *restrict out)
{
  for (int i = 0; i < n; i++)
    {
      struct rgb c = p[px[i]];
      out[i] = 77 * c.r + 150 * c.g + 29 * c.b;
    }
}

__attribute__ ((noipa)) void
luma4 (int n, const unsigned char *restrict px, const struct rgba *restrict p,
       int *restrict out)
{
  for (int i = 0; i < n; i++)
    {
      struct rgba c = p[px[i]];
      out[i] = (77 * c.r + 150 * c.g + 29 * c.b) * c.a;
    }
}
