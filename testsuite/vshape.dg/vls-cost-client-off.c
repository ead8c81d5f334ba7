/* vls-cost=off leaves the vectorizer's cost model as the target made
   it: no cost client line in the vls dump, and the vls pass still
   rewrites the groups of the loop the vectorizer made.  */
/* { dg-do compile } */
/* { dg-additional-options "-march=haswell -fplugin-arg-libvshape-vls-cost=off -fplugin-arg-libvshape-dump=vls" } */

void
pairs (double *restrict y, const double *restrict x,
       const int *restrict idx, int n)
{
  for (int k = 0; k < n; k++)
    {
      int j = idx[k];
      y[k] = x[j] + 2.0 * x[j + 1];
    }
}

/* { dg-final { scan-function-dump-not pairs "cost client" "vls" } } */
/* { dg-final { scan-function-dump pairs ";; vls: group \[0-9\]+: rewritten: 2 gathers -> " "vls" } } */
