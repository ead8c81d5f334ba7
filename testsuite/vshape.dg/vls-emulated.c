/* A 24-byte struct: GCC emulates the gathers with scalar loads (scale
   24 has no gather instruction); x and y of one point are grouped.  */
/* { dg-do compile } */
/* { dg-require-effective-target vshape_emulated_gathers } */
/* { dg-require-effective-target vshape_wide_scale_gathers } */
/* { dg-additional-options "-march=haswell -fchecking -fplugin-arg-libvshape-vls=force -fplugin-arg-libvshape-dump=vls" } */

struct pt3 { double x, y, z; };

void
f (double *restrict out, const struct pt3 *restrict p,
   const int *restrict idx, int n)
{
  for (int k = 0; k < n; k++)
    {
      int j = idx[k];
      out[k] = p[j].x * p[j].y;
    }
}

/* { dg-final { scan-function-dump f ";; vls: gather \[0-9\]+: emulated, 4 x 8 bytes, base p_\[0-9\]+\\(D\\), index \[^,\]*, scale 24, offset 0" "vls" } } */
/* { dg-final { scan-function-dump f ";; vls: gather \[0-9\]+: emulated, 4 x 8 bytes, base p_\[0-9\]+\\(D\\), index \[^,\]*, scale 24, offset 8" "vls" } } */
/* { dg-final { scan-function-dump f ";; vls: group 0: members \[0-9\] \[0-9\], distances 0 8, span 16 bytes" "vls" } } */
/* { dg-final { scan-function-dump f "rewritten: 2 gathers" "vls" } } */
