// The loops of ../vshape.dg/pred-haswell-step.c built as C++ at the
// Haswell tuning: two gathered reads at 400% each are vectorized, four
// at 600% each stay scalar (the indexed-load step).
// { dg-do compile }
// { dg-additional-options "-march=haswell -fno-math-errno -fplugin-arg-libvshape-dump=vls" }

#include "../vshape.dg/pred-guarded-tables.h"

PRED_GUARDED_TABLES (two_tables, double, __builtin_sqrt,
		     x[j] + 2 * x[j + SPAN])
PRED_GUARDED_TABLES (four_tables, double, __builtin_sqrt,
		     x[j] + 2 * x[j + SPAN] + 3 * x[j + 2 * SPAN]
		     + 4 * x[j + 3 * SPAN])

// { dg-final { scan-function-dump two_tables ";; vls: cost client: loop \[0-9\]+, V8SI, VF 8: \[^\n\]*predicated: vector body \[0-9\]+ with its 2 indexed loads as slow as measured, against scalar \[0-9\]+: the vector loop pays \\(2 of them gathered, each element at 400%\\)" "vls" } }
// { dg-final { scan-function-dump four_tables ";; vls: cost client: loop \[0-9\]+, V8SI, VF 8: \[^\n\]*predicated: vector body \[0-9\]+ with its 4 indexed loads as slow as measured, against scalar \[0-9\]+: not a fifth cheaper, priced as the scalar loop \\(4 of them gathered, each element at 600%\\)" "vls" } }
