/* The surcharge of a gathered read at the Haswell tuning grows with the
   count of the loop's gathered reads (the indexed-load step): a guarded
   square root over the sum of two tables read through an index (two
   lone gathers, each element at 300% + 100%) is vectorized, where it
   ran 1.73 times faster than stock on an AMD Zen 4 (make calibrate's
   case of two double tables, which passes up to 443%); over four
   tables (600% each) it stays scalar, where it ran level with stock.
   With one price per gathered read, 500% (which keeps point_field's
   three lone gathers scalar), the two tables stayed scalar too.  */
/* { dg-do compile } */
/* { dg-additional-options "-march=haswell -fno-math-errno -fplugin-arg-libvshape-dump=vls" } */

#include "pred-guarded-tables.h"

PRED_GUARDED_TABLES (two_tables, double, __builtin_sqrt,
		     x[j] + 2 * x[j + SPAN])
PRED_GUARDED_TABLES (four_tables, double, __builtin_sqrt,
		     x[j] + 2 * x[j + SPAN] + 3 * x[j + 2 * SPAN]
		     + 4 * x[j + 3 * SPAN])

/* { dg-final { scan-function-dump two_tables ";; vls: cost client: loop \[0-9\]+, V8SI, VF 8: \[^\n\]*predicated: vector body \[0-9\]+ with its 2 indexed loads as slow as measured, against scalar \[0-9\]+: the vector loop pays \\(2 of them gathered, each element at 400%\\)" "vls" } } */
/* { dg-final { scan-function-dump four_tables ";; vls: cost client: loop \[0-9\]+, V8SI, VF 8: \[^\n\]*predicated: vector body \[0-9\]+ with its 4 indexed loads as slow as measured, against scalar \[0-9\]+: not a fifth cheaper, priced as the scalar loop \\(4 of them gathered, each element at 600%\\)" "vls" } } */
