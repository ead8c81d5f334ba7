/* The cost client: while the vectorizer prices each
   way of vectorizing a loop at -march=haswell, a group of adjacent
   gathers is priced as the loads and shuffles the vls pass emits for it.
   The vls dump gives, per way, the loop's vector body cost with the
   gathers and with the groups, and the scalar loop's; the pass then
   rewrites every group the client priced.  A lone gather leaves the
   target's costs as they are.  GCC 11 does not vectorize the reads of
   24-byte structs' fields through an index (no vector type for the
   field's load), with or without the plugin.  */
/* { dg-do compile } */
/* { dg-additional-options "-march=haswell -fplugin-arg-libvshape-dump=vls" } */

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

void
lone (double *restrict y, const double *restrict x,
      const int *restrict idx, int n)
{
  for (int k = 0; k < n; k++)
    y[k] = x[idx[k]] * 3.0;
}

struct pt { double a, b, c; };

void
fields (double *restrict y, const struct pt *restrict p,
	const int *restrict idx, int n)
{
  for (int k = 0; k < n; k++)
    {
      int j = idx[k];
      y[k] = p[j].a - p[j].b * p[j].c;
    }
}

/* { dg-final { scan-cost-client {function pairs gathers 2 grouped 2 groups 1 alone 0 regrouped no left-out no effect either-way} } } */
/* { dg-final { scan-function-lines pairs ";; vls: group \[0-9\]+: rewritten: 2 gathers -> " "vls" } } */
/* { dg-final { scan-cost-client {function lone gathers 1 grouped 0 groups 0 alone 0 regrouped no same-body yes left-out no effect no-group} } } */
/* { dg-final { scan-cost-client {function fields gathers 3 grouped 3 groups 1 alone 0} { target { ! vshape_gcc11 } } } } */
/* { dg-final { scan-function-lines fields ";; vls: group \[0-9\]+: rewritten: 3 gathers -> " "vls" { target { ! vshape_gcc11 } } } } */
/* { dg-final { scan-tree-dump-not "priced as a group by the cost client" "vls" } } */
