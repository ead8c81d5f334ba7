// By default (distinct=auto) g++ gets the copy behind the check at
// sapphirerapids, as gcc does (C: vshape.dg/distinct-auto-sapphirerapids.c),
// for a member function's deposit into a cell array, with the tuning's
// scatter flags off while the vectorizer runs on it (GCC 13 to 16), so
// that the copy keeps no scatter instruction; a function tuned for
// Haswell in the same unit keeps stock's loop and says why.
// { dg-do compile }
// { dg-additional-options "-march=sapphirerapids -fplugin-arg-libvshape-dump=vshape,vls" }

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

// { dg-final { vshape-in-versions "13 14 15 16" scan-tree-dump ";; distinct: loop \[0-9\]+ at \[^ \]+ stores through \[^ \]+ \\+ _\[0-9\]+, a copy free of dependences within 8 iterations" "vshape" } }
// { dg-final { vshape-in-versions "11 12" scan-tree-dump ";; distinct: loop \[0-9\]+ at \[^ \]+ stores through \[^ \]+ \\+ _\[0-9\]+, a copy free of dependences within 16 iterations" "vshape" } }
// { dg-final { scan-tree-dump ";; distinct: loop \[0-9\]+ at \[^ \]+ stores through h_\[0-9\]+\\(D\\) \\+ _\[0-9\]+, stock's loop alone: distinct=auto, and the copy has not been measured to pay at -mtune=haswell" "vshape" } }
// { dg-final { vshape-in-versions "13 14 15 16" scan-tree-dump ";; vls: cost client: scatter instructions closed to the vectorizer" "vls" } }
// { dg-final { vshape-in-versions "14 15 16" scan-tree-dump ";; distinct: loop \[0-9\]+ vectorized behind the check of 8 consecutive indices" "vls" } }
// { dg-final { scan-assembler-not "vscatter" } }
