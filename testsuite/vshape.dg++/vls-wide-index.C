// Pair-force parameter tables held in a struct passed by reference,
// read at an int index (C: vshape.dg/vls-wide-index.c), at
// -march=haswell with gathers off: the plain array's index is widened,
// and GCC analyses the gather it refused before; std::array's
// operator[] takes a size_t index already, left alone.
// { dg-do compile }
// { dg-additional-options "-march=haswell -fvect-cost-model=unlimited -fplugin-arg-libvshape-dump=vshape -fdump-tree-vect-details" }
// { dg-additional-options "-mtune-ctrl=^use_gather_2parts,^use_gather_4parts,^use_gather" { target { ! vshape_gcc11 } } }
// { dg-additional-options "-mtune-ctrl=^use_gather" { target vshape_gcc11 } }

#include <array>

struct pair_params
{
  double eps[16];
  std::array<double, 16> sig6;
};

template <typename Index>
void
pair_energy (const pair_params &p, int ti, const Index *__restrict nb,
	     const int *__restrict types, double *__restrict out, int n)
{
  for (int k = 0; k < n; k++)
    {
      int t = ti + types[nb[k]];
      double r = 1.0 + k;
      out[k] = p.eps[t] * p.sig6[t] / r;
    }
}

template void pair_energy<int> (const pair_params &, int, const int *,
				const int *, double *, int);

// { dg-final { scan-function-dump-times pair_energy<int> ";; wide index: t_\[0-9\]+ of _\[0-9\]+ = \\*p_\[0-9\]+\\(D\\)\\.eps\\\[__vshape_wide_\[0-9\]+\\\];" 1 "vshape" } }
// { dg-final { scan-function-dump-times pair_energy<int> ";; wide index: " 1 "vshape" } }
// { dg-final { scan-function-dump-not pair_energy<int> "not suitable for gather load" "vect" { target vshape_emulated_double_gathers } } }
// { dg-final { scan-function-dump pair_energy<int> "optimized: loop vectorized" "vect" { target vshape_emulated_double_gathers } } }
