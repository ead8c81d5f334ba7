// The force loop of a full neighbour list, miniMD's kind, in C++ with
// exceptions on (g++'s and clang++'s default): for each atom i, j =
// neigh[k], the distance to x[j * PAD + 0 .. 2], and within the cutoff a
// Lennard-Jones-like force.  The omp simd loop is vectorized with gathers
// of the three coordinates; the plugin groups them.  The force is
// computed for every neighbour and kept by a select, so no trapping
// operation is speculated and no -fno-trapping-math is needed.
//
// Small integer coordinates and a polynomial force keep every result
// exact, whatever the order of the sums.
//
// Copyright (C) 2026 The vshape authors.
// This file is part of vshape, distributed under GPL-3.0-or-later.

#include "bench_timer.h"
#include "bench_driver.h"

#include <vector>

namespace
{

const int ATOMS = 4096;		// x: 4096 atoms x 4 doubles, 128 KiB
const int NEIGH = 64;		// neighbours per atom
const int PAD = 4;
const int REPS = 200;

struct neighbor_list
{
  std::vector<int> neigh;	// ATOMS x NEIGH
};

// The force on atom i from its neighbours, summed into f[3 * i ...].
__attribute__ ((noinline)) void
forces (const double *__restrict x, const neighbor_list &list,
	double *__restrict f, double cutsq)
{
  for (int i = 0; i < ATOMS; i++)
    {
      const int *__restrict nb = &list.neigh[i * NEIGH];
      double xi = x[i * PAD + 0], yi = x[i * PAD + 1], zi = x[i * PAD + 2];
      double sx = 0, sy = 0, sz = 0;
#pragma omp simd reduction(+ : sx, sy, sz)
      for (int k = 0; k < NEIGH; k++)
	{
	  int j = nb[k];
	  double dx = xi - x[j * PAD + 0];
	  double dy = yi - x[j * PAD + 1];
	  double dz = zi - x[j * PAD + 2];
	  double rsq = dx * dx + dy * dy + dz * dz;
	  double s = (cutsq - rsq) * 0.125;
	  double w = rsq < cutsq ? s * s : 0.0;
	  sx += dx * w;
	  sy += dy * w;
	  sz += dz * w;
	}
      f[3 * i + 0] += sx;
      f[3 * i + 1] += sy;
      f[3 * i + 2] += sz;
    }
}

} // namespace

int
main ()
{
  bench_rng rng;
  bench_rng_seed (&rng, 2026);
  std::vector<double> x (ATOMS * PAD), f (3 * ATOMS);
  for (int i = 0; i < ATOMS; i++)
    for (int c = 0; c < 3; c++)
      x[i * PAD + c] = bench_rng_range (&rng, 0, 15);
  neighbor_list list;
  list.neigh.resize (ATOMS * NEIGH);
  for (int &j : list.neigh)
    j = (int) bench_rng_below (&rng, ATOMS);

  uint64_t t0 = bench_now_ns ();
  for (int r = 0; r < REPS; r++)
    forces (x.data (), list, f.data (), 40.0);
  uint64_t t1 = bench_now_ns ();

  double sum = 0;
  for (double v : f)
    sum += v;
  bench_finish (t1 - t0, f.data (), f.size () * sizeof f[0],
		"neighbor_force atoms=%d neigh=%d reps=%d\n"
		"sum %.6f\n", ATOMS, NEIGH, REPS, sum);
  return 0;
}
