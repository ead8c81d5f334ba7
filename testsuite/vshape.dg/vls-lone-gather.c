/* A gather instruction with nothing adjacent becomes the loads of its
   lanes and their concatenation where that costs less than the gather
   at the tuning's measured price (znver3: 250% of its table price, by
   make calibrate on AMD Zen 3 and Zen 4, gather instructions on):
   doubles, floats and ints.  A masked gather is left as it is.  At the
   tunings an Intel CPU runs too, lone gathers stay
   (vls-lone-gather-generic.c).  */
/* { dg-do compile } */
/* { dg-additional-options "-march=haswell -mtune=znver3 -fopt-info-vec-optimized -fplugin-arg-libvshape-dump=vls" } */
/* { dg-additional-options "-mtune-ctrl=use_gather_2parts,use_gather_4parts,use_gather" { target { ! vshape_gcc11 } } } */
/* { dg-additional-options "-mtune-ctrl=use_gather" { target vshape_gcc11 } } */

#include "vls-lone-gather.h"

/* The remarks of the header's loops, and the vectorizer's own.  */
/* { dg-prune-output "vls-lone-gather.h:" } */
/* { dg-prune-output "(?:missed|optimized): \[^v\]" } */
/* The store-order pass's remarks (store-order.c tests them).  */
/* { dg-prune-output "optimized: vshape: \[0-9\]+ vector stores put in ascending address order" } */

double lone_d[LONE_TABLE];
float lone_f[LONE_TABLE];
int lone_i[LONE_TABLE];

/* { dg-final { scan-function-lines table_doubles ";; vls: gather 0: not grouped: no adjacent gather\\n(?:\[^\\n\]*\\n)*;; vls: lone gather 0: rewritten: 1 gather -> 4 loads \\+ 3 shuffles" "vls" } } */
/* { dg-final { scan-function-lines table_floats ";; vls: lone gather 0: rewritten: 1 gather -> 8 loads \\+ 7 shuffles" "vls" } } */
/* { dg-final { scan-function-lines table_ints ";; vls: lone gather 0: rewritten: 1 gather -> 8 loads \\+ 7 shuffles" "vls" } } */
/* { dg-final { scan-function-lines-not table_masked ";; vls: lone gather" "vls" } } */
/* { dg-final { scan-function-lines-not table_doubles ";; vls: group" "vls" } } */

/* The rewrite's remark (the missed one of a lone gather kept:
   vls-missed.c).  */
void
remarks (int n, const int *__restrict nb, double *__restrict out)
{
  for (int k = 0; k < n; k++)
    out[k] = lone_d[nb[k]] - 1.0;	/* { dg-message "optimized: vls: 1 gather -> (?:4 loads \\+ 3|2 loads \\+ 1) shuffles" } */
}
