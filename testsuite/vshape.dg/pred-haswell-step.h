/* The loops of pred-haswell-step.c and .C: a guarded square root over
   a weighted sum of two or four tables read through an index.  */

#ifndef PRED_HASWELL_STEP_H
#define PRED_HASWELL_STEP_H

void __attribute__ ((noipa))
two_tables (int n, const double *__restrict x, const int *__restrict is,
	    const double *__restrict w, double *__restrict y)
{
  for (int k = 0; k < n; k++)
    {
      int j = is[k];
      double d = w[k];
      y[k] = d > 0 ? (x[j] + 2 * x[j + 4096]) / __builtin_sqrt (d) : 0;
    }
}

void __attribute__ ((noipa))
four_tables (int n, const double *__restrict x, const int *__restrict is,
	     const double *__restrict w, double *__restrict y)
{
  for (int k = 0; k < n; k++)
    {
      int j = is[k];
      double d = w[k];
      y[k] = (d > 0
	      ? (x[j] + 2 * x[j + 4096] + 3 * x[j + 8192] + 4 * x[j + 12288])
		 / __builtin_sqrt (d)
	      : 0);
    }
}

#endif
