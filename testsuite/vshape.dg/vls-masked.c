/* Masked AVX-512 gathers that share one mask (the lanes where j > 3)
   are grouped: each lane loads its span only when its mask bit is set,
   from a zero buffer otherwise, so the inactive lanes end up zero as
   with the gathers.  With the Zen 3 tuning, whose gathers cost more,
   the groups are cheaper than the gathers; vls-masked-skylake.c has
   the tuning that keeps them.  */
/* { dg-do compile } */
/* { dg-require-effective-target vshape_masked_gather_groups } */
/* { dg-require-effective-target vshape_znver3_tuning_gathers } */
/* { dg-additional-options "-march=skylake-avx512 -mtune=znver3 -fplugin-arg-libvshape-dump=vls -fdump-tree-optimized" } */

#include "vls-masked-pair.h"

/* { dg-final { scan-function-dump-not f "masked gather: not grouped" "vls" } } */
/* { dg-final { scan-function-dump-times f ";; vls: group \[0-9\]+: rewritten: 2 gathers -> 8 loads \\+ 8 shuffles" 2 "vls" } } */
/* { dg-final { scan-function-dump f "= _\[0-9\]+ \\? _\[0-9\]+ : _\[0-9\]+;" "optimized" } } */
/* { dg-final { scan-function-dump f "&vls_zeros" "optimized" } } */
