/* With -g, predication undone in a loop the vectorizer left scalar
   (pred-undo-debug.h).  Dropping a guard leaves a debug temporary of its
   comparison where the guard was, and the undo then moves the
   comparison's operand back into its arm; the debug bind must not read
   it there (GCC's SSA verifier stopped the compilation: "definition
   does not dominate use").  */
/* { dg-do compile } */
/* { dg-additional-options "-march=haswell -g -fplugin-arg-libvshape-dump=vls" } */

#include "pred-undo-debug.h"

/* { dg-final { scan-function-dump-times first_mismatch ";; predicate: rewrite \[0-9\]+ at pred-undo-debug.h:\[0-9\]+: undone: the loop was not vectorized" 2 "vls" { target { ! vshape_gcc11 } } } } */
