/* The mesh ratio of mesh.c with its two coordinates in one point
   structure: the two indexed reads are one group, whose loads the
   calibration profile's indexed-load (measured on gathers) does not
   price, so that the loop pays at -march=haswell with the built-in
   surcharge under any profile.  Valid C and C++.  */
struct point
{
  double x, y;
};

void
mesh_ratio (double *__restrict r, const struct point *__restrict p,
	    const double *__restrict w, const double *__restrict area,
	    const int *__restrict map, int n)
{
  for (int k = 0; k < n; k++)
    {
      int j = map[k];
      double a = p[j].x - w[k], b = p[j].y + w[k];
      r[k] = area[k] < 1e-12 ? 0. : 4. * (p[j].x * w[k] + p[j].y) / (a * b);
    }
}
