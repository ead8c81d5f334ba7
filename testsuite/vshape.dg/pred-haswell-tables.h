/* The loop of pred-haswell-tables.c and its run test: a point read
   through an index (three adjacent gathers), three tables at computed
   indices (lone gathers), a division a branch guards, three outputs.  */

#ifndef PRED_HASWELL_TABLES_H
#define PRED_HASWELL_TABLES_H

/* The loop over K < N, in the scope of field's parameters.  */
#define PRED_HASWELL_TABLES_LOOP					\
  for (int k = 0; k < n; k++)						\
    {									\
      int j = ixs[k];							\
      double a = xs[3 * j], b = xs[3 * j + 1], c = xs[3 * j + 2];	\
      double r = a * a + b * b + c * c;					\
      double s = ws[k] / sc[(int) r & 63];				\
      s *= wts[j & 1023] + wts[(j >> 4) & 1023];			\
      s = r < 300.0 ? s : 0.0;						\
      o[k] = a * s + b;							\
      o[k + n] = b * s - c;						\
      o[k + 2 * n] = c * s + a;						\
    }

void __attribute__ ((noipa))
field (const double *restrict xs, const int *restrict ixs,
       const double *restrict ws, const double *restrict wts,
       const double *restrict sc, double *restrict o, int n)
{
#pragma omp simd
  PRED_HASWELL_TABLES_LOOP
}

#endif
