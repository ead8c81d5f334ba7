/* An edge-based finite-volume flux on an unstructured 2-D mesh, for the
   pred-grouped-*.c tests: each edge reads its two nodes' positions and
   velocities (2-D records: four pairs, read through two maps), and
   divides by its length, a square root, under a guard against edges of
   zero length, which makes GCC refuse the loop on AVX2 ("control flow
   in loop") until predication runs the division in every lane.  */

#include <math.h>

struct vec2 { double x, y; };

void
edges (int n, const struct vec2 *restrict p, const struct vec2 *restrict u,
       const int *restrict a, const int *restrict b, double *restrict f)
{
  for (int e = 0; e < n; e++)
    {
      int i = a[e], j = b[e];
      double dx = p[j].x - p[i].x, dy = p[j].y - p[i].y;
      double du = u[j].x - u[i].x, dv = u[j].y - u[i].y;
      double len = sqrt (dx * dx + dy * dy);
      double r = 0.;
      if (len > 1e-9)
	{
	  double rel = (du * dx + dv * dy) / len;
	  r = rel * sqrt (fabs (rel) + 1.);
	}
      f[e] = r;
    }
}
