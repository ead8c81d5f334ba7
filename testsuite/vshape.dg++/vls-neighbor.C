// The force loop of a full neighbour list (miniMD's kind): j = neigh[k],
// then x[j * PAD + 0 .. 2], then a cutoff test.  omp simd and
// -fno-trapping-math let GCC vectorize it with gathers; in C++ with
// exceptions on, the gathers of x are grouped and rewritten (Haswell
// tuning, vls=on).
// { dg-do compile }
// { dg-additional-options "-fopenmp-simd -fno-trapping-math -fplugin-arg-libvshape-dump=vls" }

const int PAD = 4;

void
force (const double *__restrict x, const int *__restrict neigh, int n,
       double xi, double yi, double zi, double cutsq,
       double &fx, double &fy, double &fz)
{
  double sx = 0, sy = 0, sz = 0;
#pragma omp simd reduction(+ : sx, sy, sz)
  for (int k = 0; k < n; k++)
    {
      int j = neigh[k];
      double dx = xi - x[j * PAD + 0];
      double dy = yi - x[j * PAD + 1];
      double dz = zi - x[j * PAD + 2];
      double rsq = dx * dx + dy * dy + dz * dz;
      if (rsq < cutsq)
	{
	  double sr2 = 1.0 / rsq;
	  double sr6 = sr2 * sr2 * sr2;
	  double f = sr6 * (sr6 - 0.5) * sr2;
	  sx += dx * f;
	  sy += dy * f;
	  sz += dz * f;
	}
    }
  fx = sx;
  fy = sy;
  fz = sz;
}

// { dg-final { scan-function-dump force ";; vls: group \[0-9\]+: rewritten" "vls" } }
// { dg-final { scan-function-dump-not force "may throw" "vls" } }
