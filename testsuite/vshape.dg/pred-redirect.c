/* The half-list loop of pred-redirect.h at -march=haswell: its branch's
   work moves before it, on safe operands, and its eight accesses (j's
   type, the table, f[j]'s three reads and three writes) go through
   selects of their pointers: the program's where the branch is taken,
   else blocks of the plugin's, slots set to 1 for the reads and sinks
   for the writes.  After if-conversion, the reads of j's type and of
   the table (at offset 0 of their select) become masked loads, which
   this tuning gathers.  At this tuning the vector form is priced as
   slow as it runs, and the rewrite is taken back.  The same loop without omp
   simd is not redirected: nothing says its lanes are independent, so
   no vectorizer could scatter its writes.  */
/* { dg-do compile } */
/* { dg-additional-options "-march=haswell -fopenmp-simd -fchecking -fplugin-arg-libvshape-dump=vshape,mask-loads,vls" } */

#include "pred-redirect.h"

void
half_forces_unmarked (int n, const int *list, const double (*x)[3],
		      double (*f)[3], const double *table, double cutsq,
		      const double *xi)
{
  for (int k = 0; k < n; k++)
    {
      int j = list[k];
      double dx = xi[0] - x[j][0];
      double r2 = dx * dx;
      if (r2 < cutsq)
	f[j][0] -= dx * (1.0 / r2) * table[j];
    }
}

/* { dg-final { scan-function-dump half_forces ";; predicate: branch at pred-redirect.h:\[0-9\]+ \\(Divergent\\), true arm: moved \[0-9\]+ operations, \[0-9\]+ selects, 8 memory accesses redirected to the plugin's own variables where the branch is not taken" vshape } } */
/* { dg-final { scan-function-dump half_forces "&vshape_slots" vshape } } */
/* { dg-final { scan-function-dump half_forces "&vshape_sinks" vshape } } */
/* { dg-final { scan-function-dump half_forces ";; predicate: loop \[^\n\]*pred-redirect.h:\[0-9\]+: 2 redirected loads made masked loads of the program's address for the vectorizer" mask-loads } } */
/* GCC 16 costs f[j]'s three reads through their selects as gathers;
   the cost client groups them as the vls pass would (the update's
   stores between them write through the other select of the same
   address, at other bytes), beside x[j]'s three.  The two masked loads
   of j's type and the table are gathers too, each alone.  */
/* { dg-final { vshape-in-versions "16" scan-function-lines half_forces ";; vls: cost client: loop \[0-9\]+, V8SI, VF 8: 8 gathers, 6 in 2 groups;" "vls" } } */
/* { dg-final { scan-function-dump half_forces ";; predicate: rewrite \[0-9\]+ at pred-redirect.h:\[0-9\]+: undone: the loop was not vectorized" vls } } */
/* { dg-final { scan-function-dump half_forces_unmarked ";; predicate: branch at pred-redirect.c:\[0-9\]+ \\(Divergent\\), true arm: left alone" vshape } } */
/* { dg-final { scan-function-dump-not half_forces_unmarked "redirected" vshape } } */
