/* Scatters and store groups the vls pass leaves alone give missed
   remarks with the reason: the masked pair's group costs more than its
   scatters with the Skylake tuning, and the lanes' blocks of q[j],
   q[j + 1] may overlap in part.  */
/* { dg-do compile } */
/* { dg-additional-options "-march=skylake-avx512 -mprefer-vector-width=512 -fopt-info-vec-missed" } */

/* The masked scatters carry no line of their own: the remark points at
   the function.  */
void
masked_pair (double *restrict q, const int *restrict idx, /* { dg-message "missed: vls: 16 scatters not rewritten: the sequence costs more than the scatters" "" } */
	     const double *restrict a, const double *restrict b,
	     const signed char *restrict m, int n)
{
#pragma GCC ivdep
  for (int k = 0; k < n; k++)
    if (m[k])
      {
	int j = idx[k];
	q[2 * j] = a[k];
	q[2 * j + 1] = b[k];
      }
}

void
overlap (double *restrict q, const int *restrict idx,
	 const double *restrict a, const double *restrict b, int n)
{
#pragma GCC ivdep
  for (int k = 0; k < n; k++)
    {
      int j = idx[k];
      q[j] = a[k];	/* { dg-message "missed: vls: scatter left alone: two lanes' blocks may overlap in part" } */
      q[j + 1] = b[k];	/* { dg-message "missed: vls: scatter left alone: two lanes' blocks may overlap in part" } */
    }
}

/* { dg-prune-output "missed: \[^v\]" } */
