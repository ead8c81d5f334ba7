// Index lanes from scalars in C++ (C: vshape.dg/vls-scalar-lanes.c):
// the emulated gathers' offsets are computed from the index elements
// or from the scalars the index vector was built of, with scalar
// arithmetic, and no unpack of an index is left.
// { dg-do compile }
// { dg-additional-options "-march=haswell -fvect-cost-model=unlimited -fplugin-arg-libvshape-dump=vls -fdump-tree-optimized" }
// { dg-additional-options "-mtune-ctrl=^use_gather_2parts,^use_gather_4parts,^use_gather" { target { ! vshape_gcc11 } } }
// { dg-additional-options "-mtune-ctrl=^use_gather" { target vshape_gcc11 } }

#include "../vshape.dg/vls-scalar-lanes.h"

// { dg-final { scan-function-dump int_fields ";; lane from scalars: _\[0-9\]+ was element 3 of vect_" "vls" { target vshape_emulated_double_gathers } } }
// { dg-final { scan-function-dump-not type_tables "\\\[vec_unpack_(?:lo|hi)_expr\\\]" "optimized" } }
