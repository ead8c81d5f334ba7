/* Under vls=force the vls pass rewrites a group even where its sequence
   costs more than its gathers (the gapped pair x[j], x[j + 2] at the
   Haswell tuning).  The cost client then prices the vector body with
   the sequence's whole cost, above the body with the gathers: it once
   took the difference in unsigned arithmetic, which wrapped and priced
   the body 0.  */
/* { dg-do compile } */
/* { dg-additional-options "-march=haswell -fplugin-arg-libvshape-vls=force -fplugin-arg-libvshape-dump=vls" } */

int idx[1024];

void
gap_d2 (double *restrict y, const double *restrict x, int n)
{
  for (int k = 0; k < n; k++)
    {
      int j = idx[k];
      y[k] = x[j] * x[j + 2];
    }
}

/* { dg-final { scan-cost-client {mode V8SI vf 8 gathers 2 grouped 2 groups 1 alone 0 regrouped no grouped-body nonzero} } } */
/* { dg-final { scan-function-dump-not gap_d2 " 0 with the groups" "vls" } } */
