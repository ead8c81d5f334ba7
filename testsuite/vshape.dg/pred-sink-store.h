/* Branches whose blocking arithmetic needs values the branch loads and
   whose result the branch stores: a guarded quotient of two arrays, and
   the conditional pair y[k] = x[j] + 2 x[j + 1], j = idx[k], of bench
   masked_pairs.c.  Predication moves the arithmetic after the branch, on
   safe operands where it is not taken, and the store after it, under
   the branch's condition again.  */

__attribute__ ((noipa)) void
guarded_quotient (int n, const double *__restrict a,
		  const double *__restrict b, const signed char *__restrict m,
		  double *__restrict y)
{
  for (int k = 0; k < n; k++)
    if (m[k])
      y[k] = a[k] / b[k];
}

__attribute__ ((noipa)) void
masked_pair (int n, const double *__restrict x, const int *__restrict idx,
	     const signed char *__restrict m, double *__restrict y)
{
  for (int k = 0; k < n; k++)
    if (m[k])
      {
	int j = idx[k];
	y[k] = x[j] + 2.0 * x[j + 1];
      }
}
