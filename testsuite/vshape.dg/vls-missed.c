/* Every gather the vls pass leaves alone gives a missed remark with the
   reason, as the dump line does: one with no neighbour, and adjacent
   ones no group of which is cheaper than their gathers (Haswell, 4
   lanes).  */
/* { dg-do compile } */
/* { dg-additional-options "-march=haswell -fopt-info-vec-missed -fplugin-arg-libvshape-dump=vls" } */

void
lone (double *restrict y, const double *restrict x, const int *restrict idx,
      int n)
{
  for (int k = 0; k < n; k++)
    y[k] = x[idx[k]] * 2.0;	/* { dg-message "missed: vls: gather left alone: no adjacent gather" } */
}

void
costly (double *restrict y, const double *restrict x,
	const int *restrict idx, int n)
{
  for (int k = 0; k < n; k++)
    {
      int j = idx[k];
      y[k] = x[j] * x[j + 2];	/* { dg-message "missed: vls: gather left alone: no group cheaper than its gathers" } */
    }
}

/* { dg-final { scan-tree-dump ";; vls: gather \[0-9\]+: not grouped: no adjacent gather" "vls" } } */
/* { dg-final { scan-tree-dump ";; vls: gather \[0-9\]+: not grouped: no group cheaper than its gathers" "vls" } } */
/* { dg-prune-output "missed: \[^v\]" } */
