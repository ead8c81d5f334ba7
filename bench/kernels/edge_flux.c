/* The flux along each edge of an unstructured 2-D mesh, as an
   edge-based finite-volume code computes it in an omp simd loop: the
   edge's two nodes are read through the edge-to-node maps (the point
   and the velocity of each node: four gathers of 2-D records), the
   edge's length is a square root, and the division by it is guarded
   against edges of zero length:

     f = len > eps ? rel * sqrt (|rel| + 1) : 0, rel = dot (du, d) / len

   Built without errno for the math functions (-fno-math-errno, asked
   below for every build), so that the square roots are instructions.
   GCC refuses the loop ("control flow in loop") on a target without
   masked arithmetic: the division may trap.  With the plugin the
   division executes in every lane on safe operands, and the reads of
   each node's records become a group's loads.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#include "bench_timer.h"
#include "bench_driver.h"

#include <math.h>

/* bench-flags: -fno-math-errno */

enum
{
  NODES = 1 << 13,		/* points and velocities: 256 KiB, in L2 */
  EDGES = 3 * NODES,		/* edges per call */
  REPS = 1500
};

struct vec2
{
  double x, y;
};

static struct vec2 pos[NODES], vel[NODES];
static int from[EDGES], to[EDGES];
static double flux[EDGES];

__attribute__ ((noinline)) static void
edge_flux (int n, const struct vec2 *restrict p, const struct vec2 *restrict u,
	   const int *restrict a, const int *restrict b, double *restrict f)
{
#pragma omp simd
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

int
main (void)
{
  bench_rng rng;
  bench_rng_seed (&rng, 56);
  for (int i = 0; i < NODES; i++)
    {
      pos[i].x = bench_rng_range (&rng, -1000, 1000) / 64.;
      pos[i].y = bench_rng_range (&rng, -1000, 1000) / 64.;
      vel[i].x = bench_rng_range (&rng, -50, 50) / 8.;
      vel[i].y = bench_rng_range (&rng, -50, 50) / 8.;
    }
  for (int e = 0; e < EDGES; e++)
    {
      /* Neighbouring nodes, as a mesh numbered along a sweep has them;
	 one edge in sixteen collapsed to a point.  */
      from[e] = (int) bench_rng_below (&rng, NODES);
      to[e] = bench_rng_below (&rng, 16)
		? (from[e] + 1 + (int) bench_rng_below (&rng, 64)) % NODES
		: from[e];
    }

  uint64_t t0 = bench_now_ns ();
  for (int r = 0; r < REPS; r++)
    edge_flux (EDGES, pos, vel, from, to, flux);
  uint64_t t1 = bench_now_ns ();

  bench_finish (t1 - t0, flux, sizeof flux, "edge_flux edges=%d reps=%d\n",
		EDGES, REPS);
  return 0;
}
