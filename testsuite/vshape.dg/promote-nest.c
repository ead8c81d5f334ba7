/* Where the promotion's checks go for tap loops inside a loop over
   outputs: before the loop over outputs when the locations and every
   read step by constants through both loops and the tap count does not
   change from one output to the next; otherwise before each tap loop.
   Of two tap loops in one loop over outputs, the first is checked over
   the nest, the second before each of its runs (the loop over outputs
   is versioned once).  */
/* { dg-do compile } */
/* { dg-additional-options "-march=x86-64-v3 -fplugin-arg-libvshape-dump=vshape" } */

void
two_sums (int n, int t, const int *c, const int *x, int *y, int *z)
{
  for (int i = 0; i < n; i++)
    {
      y[i] = 0;
      for (int k = 0; k < t; k++)
	y[i] += c[k] * x[i + k];
      z[i] = 1;
      for (int k = 0; k < t; k++)
	z[i] += c[k] * x[i + k + 1];
    }
}

/* The tap count grows with the output: checked before each run.  */
void
triangle (int n, const int *c, const int *x, int *y)
{
  for (int i = 0; i < n; i++)
    {
      y[i] = 0;
      for (int k = 0; k <= i; k++)
	y[i] += c[k] * x[i - k];
    }
}

/* { dg-final { scan-function-lines two_sums ";; promote: loop \[0-9\]+ at \[^\\n\]*: 1 location \[^\\n\]* kept in registers: 0 ranges checked at each iteration, 2 before the enclosing loop\n" "vshape" } } */
/* { dg-final { scan-function-lines two_sums ";; promote: loop \[0-9\]+ at \[^\\n\]*: 1 location \[^\\n\]* kept in registers: 0 ranges checked at each iteration, 2 before the loop\n" "vshape" } } */
/* { dg-final { scan-function-lines triangle ";; promote: loop \[0-9\]+ at \[^\\n\]*: 1 location \[^\\n\]* kept in registers: 0 ranges checked at each iteration, 2 before the loop\n" "vshape" } } */
/* { dg-final { scan-function-dump-not triangle "enclosing" "vshape" } } */
