/* At the znver4 tuning, which keeps gather instructions off, GCC
   emulates the three gathers of x[4j], x[4j+1], x[4j+2] with 64-byte
   vectors.  The tables price them below what they cost next to the
   group's loads and shuffles: without the measured correction the pass
   grouped the first two and left the third (the sequence of the three
   was priced 508 against 500), while the three as one group ran 1.65
   times faster (bench/RESULTS.md, neighbor_force).  */
/* { dg-do compile } */
/* { dg-skip-if "no -march=znver4" { { vshape_gcc11 } || { vshape_gcc12 } } } */
/* { dg-additional-options "-march=znver4 -fopenmp-simd -fplugin-arg-libvshape-dump=vls" } */

void
forces (const double *__restrict x, const int *__restrict nb,
	double *__restrict f, double xi, double yi, double zi, double cutsq)
{
  double sx = 0, sy = 0, sz = 0;
#pragma omp simd reduction(+ : sx, sy, sz)
  for (int k = 0; k < 64; k++)
    {
      int j = nb[k];
      double dx = xi - x[j * 4 + 0];
      double dy = yi - x[j * 4 + 1];
      double dz = zi - x[j * 4 + 2];
      double rsq = dx * dx + dy * dy + dz * dz;
      double s = (cutsq - rsq) * 0.125;
      double w = rsq < cutsq ? s * s : 0.0;
      sx += dx * w;
      sy += dy * w;
      sz += dz * w;
    }
  f[0] += sx;
  f[1] += sy;
  f[2] += sz;
}

/* { dg-final { scan-tree-dump ";; vls: group \[0-9\]+: members \[0-9\]+ \[0-9\]+ \[0-9\]+, distances 0 8 16, span 24 bytes" "vls" } } */
/* { dg-final { scan-tree-dump ";; vls: group \[0-9\]+: rewritten: 3 gathers" "vls" } } */
/* { dg-final { scan-tree-dump-not "not grouped: no group cheaper than its gathers" "vls" } } */
