/* The Zen 4 tuning keeps gather instructions off, and GCC 13 to 16
   emulate the gathers of forces' x[4j], x[4j+1] and x[4j+2].  By the
   tables' prices the three tie with a pair and a lone gather, which the
   pass used to keep; the three as one group ran 1.43-1.51 times faster
   on a Zen 4 (bench/RESULTS.md, neighbor_force), so at znver4 the vls
   pass weighs emulated gathers at their measured price, and groups the
   three.  That price chooses among groups only: in gapped, a float pair
   two elements apart, it makes a group, but GCC 14 to 16 leave the loop
   scalar, as stock does (the cost client prices the vector loop by the
   tables' groups: none here), since on that CPU the vector loop ran
   slower than the scalar one.  GCC 13 vectorizes gapped itself, and the
   group is then rewritten (1.02 times faster than stock, make
   calibrate).  */
/* { dg-do compile } */
/* { dg-skip-if "GCC 11 and 12 have no -march=znver4" { vshape_gcc11 || vshape_gcc12 } } */
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

void
gapped (int n, const float *restrict x, const int *restrict is,
	float *restrict y)
{
  for (int k = 0; k < n; k++)
    {
      int j = is[k];
      y[k] = x[j] + 2.0f * x[j + 2];
    }
}

/* { dg-final { scan-function-lines forces ";; vls: group \[0-9\]+: members \[0-9\]+ \[0-9\]+ \[0-9\]+, distances 0 8 16, span 24 bytes" "vls" } } */
/* { dg-final { scan-function-lines forces ";; vls: group \[0-9\]+: rewritten: 3 gathers" "vls" } } */
/* { dg-final { scan-function-dump-not forces "not grouped: no group cheaper than its gathers" "vls" } } */
/* { dg-final { vshape-in-versions "14 15 16" scan-cost-client {function gapped mode V16SI vf 16 gathers 2 grouped 0 groups 0 alone 0 regrouped "2 1" left-out no effect no-group} } } */
/* { dg-final { vshape-in-versions "14 15 16" scan-function-lines-not gapped ";; vls: group \[0-9\]+: rewritten" "vls" } } */
/* { dg-final { vshape-in-versions "13" scan-function-lines gapped ";; vls: group \[0-9\]+: rewritten: 2 gathers" "vls" } } */
