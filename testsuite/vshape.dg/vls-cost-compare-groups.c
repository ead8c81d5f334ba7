/* Where the target compares the costs of several vector modes of a loop
   (--param ix86-vect-compare-costs=1), the comparison weighs the
   client's prices of the groups: at x86-64-v3 the pair x[2j], x[2j+1]
   costs stock GCC so much as two gathers that it picks the narrowest
   mode, V16QI (two lanes); priced as a group, the loop takes V8SI
   (eight lanes), whose group the vls pass rewrites.  */
/* { dg-do compile } */
/* { dg-require-effective-target vshape_vect_compare_costs } */
/* { dg-additional-options "-march=x86-64-v3 --param ix86-vect-compare-costs=1 -fdump-tree-vect-details -fplugin-arg-libvshape-dump=vls" } */

void
pair_sum (double *restrict o, const int *restrict idx,
	  const double *restrict x, int n)
{
  for (int i = 0; i < n; i++)
    {
      int j = idx[i];
      o[i] = x[2 * j] + 3.0 * x[2 * j + 1];
    }
}

/* { dg-final { scan-function-dump pair_sum "Choosing vector mode V8SI" "vect" } } */
/* { dg-final { scan-function-dump-not pair_sum "Choosing vector mode V16QI" "vect" } } */
/* { dg-final { scan-function-dump pair_sum ";; vls: group 0: rewritten" "vls" } } */
