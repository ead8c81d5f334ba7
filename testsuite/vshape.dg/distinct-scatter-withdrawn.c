/* At x86-64-v4, whose generic tuning serves AMD's CPUs too, GCC 12 and
   later vectorize the deposit's copy with a scatter instruction (GCC 12
   and 13 the histogram's too), which an AMD Zen 4 runs slower than the
   scalar loop (bench/RESULTS.md): the copy loses its check after the
   vls pass, and stock's loop runs alone, with neither a scatter nor the
   check's compares nor its backoff's counter left.  */
/* { dg-additional-options "-march=x86-64-v4 -fplugin-arg-libvshape-distinct=on -fplugin-arg-libvshape-dump=vls" } */

#include "distinct-kernels.h"

/* { dg-final { vshape-in-versions "12 13 14 15 16" scan-function-lines deposit ";; distinct: loop \[0-9\]+ vectorized with a scatter instruction, slower than the scalar loop on AMD's CPUs: its check removed, stock's loop runs" "vls" } } */
/* { dg-final { vshape-in-versions "12 13" scan-function-lines hist ";; distinct: loop \[0-9\]+ vectorized with a scatter instruction, slower than the scalar loop on AMD's CPUs: its check removed, stock's loop runs" "vls" } } */
/* { dg-final { scan-function-lines-not deposit ";; distinct: loop \[0-9\]+ vectorized behind the check" "vls" } } */
/* { dg-final { scan-assembler-not "vscatter" } } */
/* { dg-final { scan-assembler-not "vpcmp" } } */
/* { dg-final { scan-assembler-not "vshape_distinct_misses" } } */
