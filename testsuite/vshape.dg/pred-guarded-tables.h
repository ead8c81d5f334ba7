/* Loops of the predicated check's tests (pred-haswell-step.c and .C,
   pred-price-generic-gathers.c), the shape of make calibrate's
   predicated cases: a guarded square root over a weighted sum of tables
   read through an index, the entries x[j + R * SPAN].  */

#ifndef PRED_GUARDED_TABLES_H
#define PRED_GUARDED_TABLES_H

#define SPAN 4096

/* A function NAME over elements of type T whose square root is SQRT,
   y[k] = SUM / SQRT (w[k]) where w[k] is positive, else 0, with j =
   is[k].  */
#define PRED_GUARDED_TABLES(NAME, T, SQRT, SUM)				\
  void __attribute__ ((noipa))						\
  NAME (int n, const T *__restrict x, const int *__restrict is,		\
	const T *__restrict w, T *__restrict y)				\
  {									\
    for (int k = 0; k < n; k++)						\
      {									\
	int j = is[k];							\
	T d = w[k];							\
	y[k] = d > 0 ? (SUM) / SQRT (d) : 0;				\
      }									\
  }

#endif
