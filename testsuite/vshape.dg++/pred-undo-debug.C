// C++: with -g, predication undone in a loop the vectorizer left scalar
// (vshape.dg/pred-undo-debug.c says what went wrong).
// { dg-do compile }
// { dg-additional-options "-march=haswell -g -fplugin-arg-libvshape-dump=vls" }

#include "../vshape.dg/pred-undo-debug.h"

// { dg-final { scan-function-dump-times first_mismatch ";; predicate: rewrite \[0-9\]+ at pred-undo-debug.h:\[0-9\]+: undone: the loop was not vectorized" 2 "vls" { target { ! vshape_gcc11 } } } }
