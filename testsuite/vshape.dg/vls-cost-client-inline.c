/* Groups from one inlined helper: two inline copies in one loop, and
   one in each of two loops, put their gathers on the helper's lines.
   The cost client and the vls pass still agree group by group: every
   group the client priced is rewritten, and the pass never reports a
   group left alone that the client priced as one.  GCC 11 gathers no
   fields 24 bytes apart: its loops stay scalar, each named as a loop
   no price answers.  */
/* { dg-do compile } */
/* { dg-additional-options "-march=haswell -fplugin-arg-libvshape-dump=vls" } */

struct v3 { double x, y, z; };

static inline double
dot_at (const struct v3 *p, int j, double a, double b)
{
  return a * p[j].x + b * p[j].y;
}

void
one_loop (double *restrict out, const struct v3 *restrict p,
	  const struct v3 *restrict q, const int *restrict idx, int n)
{
  for (int k = 0; k < n; k++)
    out[k] = dot_at (p, idx[k], 2.0, 3.0) - dot_at (q, idx[k] + 1, 5.0, 7.0);
}

void
two_loops (double *restrict out, double *restrict out2,
	   const struct v3 *restrict p, const int *restrict idx, int n)
{
  for (int k = 0; k < n; k++)
    out[k] = dot_at (p, idx[k], 2.0, 3.0);
  for (int k = 0; k < n; k++)
    out2[k] = dot_at (p, idx[k] + 2, 5.0, 7.0);
}

/* { dg-final { scan-cost-client {function one_loop mode V8SI vf 8 gathers 4 grouped 4 groups 2 alone 0} { target { ! vshape_gcc11 } } } } */
/* { dg-final { scan-cost-client {function two_loops loop 1 mode V8SI vf 8 gathers 2 grouped 2 groups 1 alone 0} { target { ! vshape_gcc11 } } } } */
/* { dg-final { scan-cost-client {function two_loops loop 2 mode V8SI vf 8 gathers 2 grouped 2 groups 1 alone 0} { target { ! vshape_gcc11 } } } } */
/* { dg-final { scan-tree-dump-times ";; vls: group \[0-9\]+: rewritten: 2 gathers -> 4 loads \\+ 4 shuffles" 8 "vls" { target { ! vshape_gcc11 } } } } */
/* { dg-final { scan-tree-dump-not "not grouped" "vls" { target { ! vshape_gcc11 } } } } */
/* { dg-final { scan-tree-dump-not "priced as a group by the cost client" "vls" { target { ! vshape_gcc11 } } } } */
/* { dg-final { vshape-in-versions "11" scan-tree-dump-times ";; vls: scalar loop \[0-9\]+ at \[^\n\]*: \[24\] indexed accesses, and no group or check of the cost client's" 3 "vls" } } */
