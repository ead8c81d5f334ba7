// A block-sparse solve with dune-istl (the app bench/apps/dune-istl.sh):
// conjugate gradients on a BCRSMatrix of B x B blocks, the matrix of a
// 27-point stencil on an N^3 grid whose cells are numbered in a shuffled
// order, as an unstructured mesh numbers them.  Each matrix-vector
// product reads, per block of a row, the B adjacent values of the
// column's cell through the column index.  Prints the residual and
// norms of the solution with 17 digits.
//
// Copyright (C) 2026 The vshape authors.
// This file is part of vshape, distributed under GPL-3.0-or-later.

#include <cstdio>
#include <cstdlib>
#include <vector>

#include <dune/common/fmatrix.hh>
#include <dune/common/fvector.hh>
#include <dune/istl/bcrsmatrix.hh>
#include <dune/istl/bvector.hh>
#include <dune/istl/operators.hh>
#include <dune/istl/preconditioners.hh>
#include <dune/istl/solvers.hh>

// A reproducible shuffle of 0 .. n-1 (a linear congruential generator).
static std::vector<int>
shuffled (int n)
{
  std::vector<int> order (n);
  for (int i = 0; i < n; i++)
    order[i] = i;
  unsigned long long s = 12345;
  for (int i = n - 1; i > 0; i--)
    {
      s = s * 6364136223846793005ULL + 1442695040888963407ULL;
      int j = (int) ((s >> 33) % (unsigned long long) (i + 1));
      std::swap (order[i], order[j]);
    }
  return order;
}

template <int B>
static void
solve (int n, int iterations)
{
  using Block = Dune::FieldMatrix<double, B, B>;
  using Matrix = Dune::BCRSMatrix<Block>;
  using Vector = Dune::BlockVector<Dune::FieldVector<double, B>>;

  const int cells = n * n * n;
  std::vector<int> number = shuffled (cells);
  auto cell = [&] (int x, int y, int z) { return number[(z * n + y) * n + x]; };

  Matrix a (cells, cells, Matrix::random);
  for (int z = 0; z < n; z++)
    for (int y = 0; y < n; y++)
      for (int x = 0; x < n; x++)
	{
	  int size = 0;
	  for (int dz = -1; dz <= 1; dz++)
	    for (int dy = -1; dy <= 1; dy++)
	      for (int dx = -1; dx <= 1; dx++)
		size += x + dx >= 0 && x + dx < n && y + dy >= 0
			&& y + dy < n && z + dz >= 0 && z + dz < n;
	  a.setrowsize (cell (x, y, z), size);
	}
  a.endrowsizes ();
  for (int z = 0; z < n; z++)
    for (int y = 0; y < n; y++)
      for (int x = 0; x < n; x++)
	for (int dz = -1; dz <= 1; dz++)
	  for (int dy = -1; dy <= 1; dy++)
	    for (int dx = -1; dx <= 1; dx++)
	      if (x + dx >= 0 && x + dx < n && y + dy >= 0 && y + dy < n
		  && z + dz >= 0 && z + dz < n)
		a.addindex (cell (x, y, z), cell (x + dx, y + dy, z + dz));
  a.endindices ();

  // Diagonally dominant and symmetric: 27 on the diagonal blocks' own
  // diagonal, -1 towards each neighbour, and a small symmetric coupling
  // of the B unknowns of a cell.
  for (auto row = a.begin (); row != a.end (); ++row)
    for (auto col = row->begin (); col != row->end (); ++col)
      for (int i = 0; i < B; i++)
	for (int j = 0; j < B; j++)
	  {
	    bool diagonal = row.index () == col.index ();
	    double v = i == j ? (diagonal ? 27.0 : -1.0)
			      : (diagonal ? 0.5 : -0.125) / (1 + i + j);
	    (*col)[i][j] = v;
	  }

  Vector x (cells), b (cells);
  for (int c = 0; c < cells; c++)
    for (int i = 0; i < B; i++)
      {
	b[c][i] = 1.0 + 0.001 * ((c * 7 + i * 3) % 1000);
	x[c][i] = 0.0;
      }

  const Vector rhs = b;
  Dune::MatrixAdapter<Matrix, Vector, Vector> op (a);
  Dune::Richardson<Vector, Vector> identity (1.0);
  Dune::CGSolver<Vector> cg (op, identity, 1e-300, iterations, 0);
  Dune::InverseOperatorResult result;
  cg.apply (x, b, result);

  Vector r (cells);
  a.mv (x, r);
  r -= rhs;
  std::printf ("blocks %dx%d, %d cells, %d nonzero blocks, %d iterations\n",
	       B, B, cells, (int) a.nonzeroes (), result.iterations);
  std::printf ("residual %.17g\n", r.two_norm ());
  std::printf ("solution norms %.17g %.17g\n", x.two_norm (), x.infinity_norm ());
}

int
main (int argc, char **argv)
{
  int n = argc > 1 ? std::atoi (argv[1]) : 40;
  int iterations = argc > 2 ? std::atoi (argv[2]) : 100;
  solve<2> (n, iterations);
  solve<3> (n, iterations);
  return 0;
}
