/* Masked AVX2 gathers (their mask a vector, the sign bit of element L
   for lane L) that share one mask are grouped under vls=force: each
   lane's address is chosen between its span and the zero buffer by its
   mask element, so an inactive lane reads nothing of the program's.
   With the cost model (vls-masked-avx2-cost.c) the Haswell tuning
   keeps the gathers.  */
/* { dg-do compile } */
/* { dg-require-effective-target vshape_avx2_masked_gathers } */
/* { dg-additional-options "-march=haswell -fno-trapping-math -fplugin-arg-libvshape-vls=force -fplugin-arg-libvshape-dump=vls -fdump-tree-optimized" } */

#include "vls-masked-pair.h"

/* { dg-final { scan-function-dump-not f "not grouped" "vls" } } */
/* { dg-final { scan-function-dump f ";; vls: group \[0-9\]+: rewritten: 2 gathers -> 4 loads \\+ 4 shuffles" "vls" } } */
/* { dg-final { scan-function-dump f "_\[0-9\]+ (?:<|>=) 0(?:;| \\?)" "optimized" } } */
/* { dg-final { scan-function-dump f "&vls_zeros" "optimized" } } */
