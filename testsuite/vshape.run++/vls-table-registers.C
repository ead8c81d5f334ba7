// The small tables of vshape.run/vls-table-registers.h built by g++ in
// 64-byte vectors: the tables are kept in registers, and results equal
// the loops' without the vectorizer.
// { dg-do run { target avx512f_runtime } }
// { dg-do compile { target { ! avx512f_runtime } } }
// { dg-additional-options "-march=skylake-avx512 -mprefer-vector-width=512 -fchecking -fplugin-arg-libvshape-dump=vls" }
// { dg-additional-options "-mtune-ctrl=use_gather_2parts,use_gather_4parts,use_gather" { target { ! vshape_gcc11 } } }
// { dg-additional-options "-mtune-ctrl=use_gather" { target vshape_gcc11 } }

#include "../vshape.run/vls-table-registers.h"

// { dg-final { scan-function-lines doubles16 ";; vls: gather from the table tr_d16 \\(16 elements\\) made a permutation of 2 registers" "vls" } }
// { dg-final { scan-function-lines refilled ";; vls: gather from the table tr_r8 \\(8 elements\\) made a permutation of 1 registers loaded before loop \[0-9\]+ \\(depth 2\\)" "vls" } }
