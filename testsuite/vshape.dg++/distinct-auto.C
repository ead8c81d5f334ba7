// By default (distinct=auto) g++ gets the copy behind the check at
// znver4, as gcc does (C: vshape.dg/distinct-auto-znver4.c), for a
// member function's deposit into a cell array; a function tuned for
// Haswell in the same unit keeps stock's loop and says why.
// { dg-do compile }
// { dg-skip-if "GCC 11 and 12 have no znver4" { vshape_gcc11 || vshape_gcc12 } }
// { dg-additional-options "-march=znver4 -fplugin-arg-libvshape-dump=vshape" }

struct grid
{
  float *__restrict rho;

  void
  deposit (int n, const int *__restrict cell, const float *__restrict w)
  {
    for (int k = 0; k < n; k++)
      {
	float x = w[k];
	rho[cell[k]] += x / (x * x + 1.0f) - x * x / (x + 2.0f);
      }
  }
};

void
run (grid &g, int n, const int *__restrict cell, const float *__restrict w)
{
  g.deposit (n, cell, w);
}

__attribute__ ((target ("tune=haswell"))) void
hist (int n, const int *__restrict idx, const float *__restrict w,
      float *__restrict h)
{
  for (int k = 0; k < n; k++)
    h[idx[k]] += w[k];
}

// { dg-final { scan-tree-dump ";; distinct: loop \[0-9\]+ at \[^ \]+ stores through \[^ \]+ \\+ _\[0-9\]+, a copy free of dependences within 8 iterations" "vshape" } }
// { dg-final { scan-tree-dump ";; distinct: loop \[0-9\]+ at \[^ \]+ stores through h_\[0-9\]+\\(D\\) \\+ _\[0-9\]+, stock's loop alone: distinct=auto, and the copy has not been measured to pay at -mtune=haswell" "vshape" } }
