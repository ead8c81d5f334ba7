/* Every gather the vls pass leaves alone gives a missed remark with the
   reason, as the dump line does: one with no neighbour, and adjacent
   ones no group of which is cheaper than their gathers (AVX2, 4 lanes,
   at Intel's generic tuning, -mtune=intel, with gathers on, whose
   gathers keep their table price; at Haswell's and the generic
   tuning's measured prices both are rewritten: vls-lone-gather.c,
   vls-lone-gather-generic.c).  */
/* { dg-do compile } */
/* { dg-additional-options "-march=haswell -mtune=intel -fopt-info-vec-missed -fplugin-arg-libvshape-dump=vls" } */
/* { dg-additional-options "-mtune-ctrl=use_gather_2parts,use_gather_4parts" { target { ! vshape_gcc11 } } } */
/* { dg-additional-options "-mtune-ctrl=use_gather" { target vshape_gcc11 } } */

void
lone (double *restrict y, const double *restrict x, const int *restrict idx,
      int n)
{
  for (int k = 0; k < n; k++)
    y[k] = x[idx[k]] * 2.0;	/* { dg-message "missed: vls: gather left alone: no adjacent gather; alone, the loads of its lanes cost more" } */
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

/* { dg-final { scan-function-dump lone ";; vls: gather \[0-9\]+: not grouped: no adjacent gather" "vls" } } */
/* { dg-final { scan-function-dump costly ";; vls: gather \[0-9\]+: not grouped: no group cheaper than its gathers" "vls" } } */
/* { dg-prune-output "missed: \[^v\]" } */
