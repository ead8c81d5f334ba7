/* At x86-64-v4, whose generic tuning keeps scatter instructions on,
   GCC 12 vectorizes the copies with a scatter instruction, which
   an AMD Zen 4 and an Intel Xeon run slower than the scalar loop
   (bench/RESULTS.md): the copy loses its check after the vls pass, and
   stock's loop runs alone, with neither a scatter nor the check's
   compares nor its backoff's counter left.  GCC 13 to 16 run the
   vectorizer on the copies' functions with the scatter flags off: GCC
   14 and later vectorize the deposit with its scatter emulated, one
   store a lane (an Intel Xeon: 1.22 times stock's speed).  */
/* { dg-additional-options "-march=x86-64-v4 -fplugin-arg-libvshape-distinct=on -fplugin-arg-libvshape-dump=vls" } */

#include "distinct-kernels.h"

/* { dg-final { vshape-in-versions "12" scan-function-lines deposit ";; distinct: loop \[0-9\]+ vectorized with a scatter instruction, slower than the scalar loop on AMD's and Intel's CPUs: its check removed, stock's loop runs" "vls" } } */
/* { dg-final { vshape-in-versions "12" scan-function-lines hist ";; distinct: loop \[0-9\]+ vectorized with a scatter instruction, slower than the scalar loop on AMD's and Intel's CPUs: its check removed, stock's loop runs" "vls" } } */
/* { dg-final { vshape-in-versions "11 12 13" scan-function-lines-not deposit ";; distinct: loop \[0-9\]+ vectorized behind the check" "vls" } } */
/* { dg-final { vshape-in-versions "14 15 16" scan-function-lines deposit ";; distinct: loop \[0-9\]+ vectorized behind the check of 8 consecutive indices" "vls" } } */
/* { dg-final { vshape-in-versions "13 14 15 16" scan-function-lines hist ";; vls: cost client: scatter instructions closed to the vectorizer" "vls" } } */
/* { dg-final { scan-assembler-not "vscatter" } } */
/* { dg-final { vshape-in-versions "11 12 13" scan-assembler-not "vpcmp" } } */
/* { dg-final { vshape-in-versions "11 12 13" scan-assembler-not "vshape_distinct_misses" } } */
