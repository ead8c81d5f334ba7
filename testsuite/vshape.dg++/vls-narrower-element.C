// Index lanes from a narrower element in C++ (C: vshape.dg/
// vls-narrower-element.c): at -march=x86-64-v3 the emulated gathers'
// 64-bit offsets come from the int elements of the index vector, the
// mask in scalar arithmetic, and no unpack of an index is left; four
// operations per lane stay extracted.
// { dg-do compile }
// { dg-additional-options "-march=x86-64-v3 -fno-math-errno -fplugin-arg-libvshape-dump=vls -fdump-tree-optimized" }

#include "../vshape.dg/vls-narrower-element.h"

// { dg-final { scan-function-dump converted_index ";; lane from a narrower element: _\[0-9\]+ was element 3 of vect_" "vls" { target vshape_emulated_double_gathers } } }
// { dg-final { scan-function-dump-not converted_index "\\\[vec_unpack_(?:lo|hi)_expr\\\]" "optimized" } }
// { dg-final { scan-function-dump hashed_index ";; lane from a narrower element: _\[0-9\]+ was element 3 of vect_" "vls" { target vshape_emulated_double_gathers } } }
// { dg-final { scan-function-dump shifted_index ";; lanes left extracted: 4 of vect_\[^,\]+, from a 8-lane vector with 4 operations each, cost more" "vls" { target vshape_emulated_double_gathers } } }
