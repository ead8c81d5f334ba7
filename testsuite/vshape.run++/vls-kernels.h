// C++ kernels with groups of gathers, each checked against the same
// loop built without the vectorizer, with exceptions on and a
// std::vector of inputs.  Included by the vls-*.C tests, which choose
// the target.

#include <cstdlib>
#include <vector>

#define REF __attribute__ ((noipa, optimize ("no-tree-vectorize")))
#define VEC __attribute__ ((noipa))

struct point
{
  double x, y, z;
};

const int PAD = 4;

// x[j], x[j + 1]
#define PAIRS_BODY							\
  for (int k = 0; k < n; k++)						\
    {									\
      int j = idx[k];							\
      y[k] = x[j] - 3.0 * x[j + 1];					\
    }

// p[j].x, .y, .z of a 24-byte struct, through a template and a reference
#define POINTS_BODY							\
  for (int k = 0; k < n; k++)						\
    {									\
      const P &q = p[idx[k]];						\
      out[k] = q.x * q.x + 2.0 * q.y * q.y + 4.0 * q.z * q.z;		\
    }

// A neighbour-list force: x[j * PAD + 0 .. 2], then a cutoff test;
// SIMD is the loop's pragma (none for the reference, which omp simd
// would vectorize whatever the function's options)
#define FORCE_BODY(SIMD)						\
  double sx = 0, sy = 0, sz = 0;					\
  SIMD									\
  for (int k = 0; k < n; k++)						\
    {									\
      int j = neigh[k];							\
      double dx = xi - x[j * PAD + 0];					\
      double dy = yi - x[j * PAD + 1];					\
      double dz = zi - x[j * PAD + 2];					\
      double rsq = dx * dx + dy * dy + dz * dz;				\
      if (rsq < cutsq)							\
	{								\
	  double f = (rsq + 1.0) * 0.25;				\
	  sx += dx * f;							\
	  sy += dy * f;							\
	  sz += dz * f;							\
	}								\
    }									\
  return sx + 2.0 * sy + 4.0 * sz;

VEC void pairs (double *__restrict y, const double *__restrict x,
		const int *__restrict idx, int n) { PAIRS_BODY }
REF void pairs_ref (double *__restrict y, const double *__restrict x,
		    const int *__restrict idx, int n) { PAIRS_BODY }

template <typename P>
VEC void points (double *__restrict out, const P *__restrict p,
		 const int *__restrict idx, int n) { POINTS_BODY }
template <typename P>
REF void points_ref (double *__restrict out, const P *__restrict p,
		     const int *__restrict idx, int n) { POINTS_BODY }

VEC double force (const double *__restrict x, const int *__restrict neigh,
		  int n, double xi, double yi, double zi, double cutsq)
{ FORCE_BODY (_Pragma ("omp simd reduction(+ : sx, sy, sz)")) }
REF double force_ref (const double *__restrict x,
		      const int *__restrict neigh, int n, double xi,
		      double yi, double zi, double cutsq)
{ FORCE_BODY () }

// Small integers keep every sum exact, so any difference is a wrong
// result, whatever the order of the additions.
static void
run_kernels ()
{
  const int M = 300, N = 211;
  std::vector<double> x (M * PAD + 2), y (N), yr (N);
  std::vector<point> p (M);
  std::vector<int> idx (N), neigh (N);
  for (int i = 0; i < M * PAD + 2; i++)
    x[i] = (double) ((i * 37) % 19 - 9);
  for (int i = 0; i < M; i++)
    p[i] = point { (double) (i % 7 - 3), (double) (i % 5 - 2),
		   (double) (i % 3 - 1) };
  for (int k = 0; k < N; k++)
    {
      idx[k] = (k * 131) % (M - 1);
      neigh[k] = (k * 71) % M;
    }
  for (int n = 0; n <= N; n += (n < 40 ? 1 : 17))
    {
      pairs (y.data (), x.data (), idx.data (), n);
      pairs_ref (yr.data (), x.data (), idx.data (), n);
      for (int k = 0; k < n; k++)
	if (y[k] != yr[k])
	  std::abort ();
      points (y.data (), p.data (), idx.data (), n);
      points_ref (yr.data (), p.data (), idx.data (), n);
      for (int k = 0; k < n; k++)
	if (y[k] != yr[k])
	  std::abort ();
      if (force (x.data (), neigh.data (), n, 1.0, -2.0, 0.5, 90.0)
	  != force_ref (x.data (), neigh.data (), n, 1.0, -2.0, 0.5, 90.0))
	std::abort ();
    }
}

int
main ()
{
  try
    {
      run_kernels ();
    }
  catch (...)
    {
      std::abort ();
    }
  return 0;
}
