/* omp simd sums that read a table through an index under a condition:
   GCC masks the reads, and without gather instructions (the Zen 4
   tuning keeps them off) leaves the loops scalar.  Included once per
   build of the kernels: NAME (F) names kernel F and ATTR gives its
   attributes.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

/* One table read for the lanes inside the cutoff.  */
ATTR double
NAME (one_table) (int n, const double *__restrict r,
		  const int *__restrict idx, const double *__restrict tab,
		  double cut)
{
  double s = 0;
#pragma omp simd reduction(+:s)
  for (int k = 0; k < n; k++)
    if (r[k] < cut)
      s += tab[idx[k]] * r[k];
  return s;
}

/* Two tables through two indices, and a division.  */
ATTR double
NAME (two_tables) (int n, const double *__restrict r,
		   const int *__restrict idx, const double *__restrict tab,
		   const int *__restrict idx2, const double *__restrict tab2,
		   double cut)
{
  double s = 0;
#pragma omp simd reduction(+:s)
  for (int k = 0; k < n; k++)
    if (r[k] < cut)
      s += tab[idx[k]] * tab2[idx2[k]] / r[k];
  return s;
}
