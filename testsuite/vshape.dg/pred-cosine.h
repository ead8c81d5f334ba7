/* A mesh code's clamped cosine, its points read in pairs through two
   maps, for the pred-price-*.c tests: the guarded division makes GCC
   refuse the loop on AVX2 ("control flow in loop") until predication
   runs it in every lane.  */

#include <math.h>

struct pt { double x, y; };

void
cosines (int n, const struct pt *restrict ps, const int *restrict a,
	 const int *restrict b, const double *restrict ar,
	 double *restrict c)
{
  for (int k = 0; k < n; k++)
    {
      struct pt u = ps[a[k]], v = ps[b[k]];
      double d1 = sqrt (u.x * u.x + u.y * u.y);
      double d2 = sqrt (v.x * v.x + v.y * v.y);
      double dot = u.x * v.x + u.y * v.y;
      double r = ar[k] < 1e-12 ? 0. : 4. * dot / (d1 * d2);
      r = r > 1. ? 1. : r;
      c[k] = r < -1. ? -1. : r;
    }
}
