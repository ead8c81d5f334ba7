// A template over the point type, member access through references:
// p[j].x, p[j].y, p[j].z of a 24-byte struct are found and grouped as in
// C.  Exceptions on.
// { dg-do compile }
// { dg-require-effective-target vshape_wide_scale_gathers }
// { dg-additional-options "-fplugin-arg-libvshape-dump=vls" }

struct point
{
  double x, y, z;
};

template <typename P>
void
dist2 (double *__restrict out, const P *__restrict p,
       const int *__restrict idx, int n)
{
  for (int k = 0; k < n; k++)
    {
      const P &q = p[idx[k]];
      out[k] = q.x * q.x + q.y * q.y + q.z * q.z;
    }
}

template void dist2<point> (double *, const point *, const int *, int);

// { dg-final { scan-function-dump dist2<point> ";; vls: group \[0-9\]+: members \[0-9\]+ \[0-9\]+ \[0-9\]+, distances 0 8 16, span 24 bytes" "vls" } }
// { dg-final { scan-function-dump dist2<point> ";; vls: group \[0-9\]+: rewritten" "vls" } }
// { dg-final { scan-function-dump-not dist2<point> "may throw" "vls" } }
