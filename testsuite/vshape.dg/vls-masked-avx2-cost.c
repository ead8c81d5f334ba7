/* The masked AVX2 pairs of vls-masked-avx2.c under the cost model: with
   the Haswell tuning, four lanes' address choices, loads and shuffles
   cost more than the two masked gathers, and the gathers stay (timed
   the same on a Zen 4: bench/RESULTS.md, masked_pairs).  */
/* { dg-do compile } */
/* { dg-require-effective-target vshape_avx2_masked_gathers } */
/* { dg-additional-options "-march=haswell -fno-trapping-math -fplugin-arg-libvshape-dump=vls" } */

#include "vls-masked-pair.h"

/* { dg-final { scan-tree-dump-not "with a vector mask" "vls" } } */
/* { dg-final { scan-tree-dump ";; vls: gather \[0-9\]+: not grouped: no group cheaper than its gathers" "vls" } } */
/* { dg-final { scan-tree-dump-not "rewritten" "vls" } } */
