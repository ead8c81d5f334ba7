// vls-scatter-update.c in C++: a member function updates the triples
// of a struct's array through an index under omp simd; the reads of y
// and z move up past the scatters of x and y, and the three scatters
// become one store group.  GCC 11 does not vectorize the loop.
// { dg-do compile }
// { dg-additional-options "-march=sapphirerapids -fopenmp-simd -fplugin-arg-libvshape-vls=force -fplugin-arg-libvshape-dump=vls" }

struct vec3
{
  double x, y, z;
};

struct forces
{
  vec3 *__restrict f;
  void update (const int *__restrict list, const double *__restrict a,
	       const double *__restrict w, int n);
};

void
forces::update (const int *__restrict list, const double *__restrict a,
		const double *__restrict w, int n)
{
  vec3 *__restrict g = f;
#pragma omp simd
  for (int k = 0; k < n; k++)
    {
      int j = list[k];
      if (w[k] > 0.0)
	{
	  g[j].x -= a[k];
	  g[j].y -= a[k] * w[k];
	  g[j].z -= w[k];
	}
    }
}

// { dg-final { vshape-in-versions "12 13 14 15 16" scan-tree-dump ";; vls: store group 0: 3 members x \[0-9\]+ parts, block 24 bytes" "vls" } }
// { dg-final { vshape-in-versions "12 13 14 15 16" scan-tree-dump ";; vls: store group 0: rewritten: \[0-9\]+ scatters -> " "vls" } }
// { dg-final { vshape-in-versions "12 13 14 15 16" scan-tree-dump ";; vls: group 0: rewritten: 3 gathers -> " "vls" } }
// { dg-final { scan-tree-dump-not "may overlap in part" "vls" } }
