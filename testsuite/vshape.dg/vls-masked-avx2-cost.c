/* The masked AVX2 pairs of vls-masked-avx2.c under the cost model: at
   a tuning whose gathers keep their table price (Intel's generic
   tuning, -mtune=intel, with gathers on; the generic tuning's table
   price did the same before its measured correction), four
   lanes' address choices, loads and shuffles cost more than the two
   masked gathers, and the gathers stay (timed the same on a Zen 4:
   bench/RESULTS.md, masked_pairs).  At the Haswell tuning's measured
   price the two tie (152 against 154) and the pairs are rewritten,
   which ran at 0.997 (0.984-1.006) of the gathers' time on an AMD
   Zen 5.  */
/* { dg-do compile } */
/* { dg-require-effective-target vshape_avx2_masked_gathers } */
/* { dg-additional-options "-march=haswell -mtune=intel -fno-trapping-math -fplugin-arg-libvshape-dump=vls" } */
/* { dg-additional-options "-mtune-ctrl=use_gather_2parts,use_gather_4parts" { target { ! vshape_gcc11 } } } */
/* { dg-additional-options "-mtune-ctrl=use_gather" { target vshape_gcc11 } } */

#include "vls-masked-pair.h"

/* { dg-final { scan-function-dump-not f "with a vector mask" "vls" } } */
/* { dg-final { scan-function-dump f ";; vls: gather \[0-9\]+: not grouped: no group cheaper than its gathers" "vls" } } */
/* { dg-final { scan-function-dump-not f "rewritten" "vls" } } */
