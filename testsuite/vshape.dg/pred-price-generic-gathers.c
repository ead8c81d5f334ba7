/* The price check of predicated loops at the generic tuning with
   gather instructions (GCC 12's x86-64-v3, or any GCC told to use
   them): each element a gather reads costs 250% of a load more than
   the tables say.  Measured on a Zen 5 (make calibrate at
   -mtune=generic, whose weighted sums these are): two double tables
   read under the guard ran 1.9 to 2.2 times faster vectorized and pass;
   six float tables ran 0.85 times as fast under GCC 12 and 16, and
   stay scalar.  */
/* { dg-do compile } */
/* { dg-additional-options "-march=x86-64-v3 -fno-math-errno -fplugin-arg-libvshape-dump=vls" } */
/* { dg-additional-options "-mtune-ctrl=use_gather" { target vshape_gcc11 } } */
/* { dg-additional-options "-mtune-ctrl=use_gather_2parts,use_gather_4parts,use_gather" { target { ! vshape_gcc11 } } } */

#include "pred-guarded-tables.h"

PRED_GUARDED_TABLES (two_tables, double, __builtin_sqrt,
		     x[j] + 2 * x[j + SPAN])
PRED_GUARDED_TABLES (six_tables, float, __builtin_sqrtf,
		     x[j] + 2 * x[j + SPAN] + 3 * x[j + 2 * SPAN]
		     + 4 * x[j + 3 * SPAN] + 5 * x[j + 4 * SPAN]
		     + 6 * x[j + 5 * SPAN])

/* { dg-final { scan-cost-client {function two_tables indexed 2 predicated pays} } } */
/* { dg-final { scan-cost-client {function six_tables indexed 6 predicated scalar} } } */
/* { dg-final { scan-function-lines-not six_tables ";; predicated: \[^\\n\]*the vector loop pays" "vls" } } */
