// In C++, the palette loop of vshape.dg/vls-palette.h: the cost client
// counts the products GCC's scalar price leaves out, GCC vectorizes the
// loop and the vls pass rewrites the palette's group of three bytes.
// { dg-do compile }
// { dg-require-effective-target vshape_byte_gathers }
// { dg-additional-options "-march=haswell -fplugin-arg-libvshape-dump=vls" }

struct rgb { unsigned char r, g, b; };

void
luma (int n, const unsigned char *__restrict px,
      const rgb *__restrict p, int *__restrict out)
{
  for (int i = 0; i < n; i++)
    {
      const rgb &c = p[px[i]];
      out[i] = 77 * c.r + 150 * c.g + 29 * c.b;
    }
}

// { dg-final { scan-function-dump luma "statements per iteration the target's price leaves out\\): " "vls" } }
// { dg-final { scan-function-dump luma ";; vls: group \[0-9\]+: rewritten: 3 gathers" "vls" } }
