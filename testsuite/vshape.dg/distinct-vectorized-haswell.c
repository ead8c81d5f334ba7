/* At Haswell the histogram's emulated gathers and scatters cost more
   than its scalar loop: the vectorizer keeps its copy scalar, and the
   check before it goes, so that stock's loop runs alone.  The deposit's
   divisions pay for them under GCC 14 and later.  */
/* { dg-additional-options "-fplugin-arg-libvshape-distinct=on -fplugin-arg-libvshape-dump=vls" } */

#include "distinct-kernels.h"

/* { dg-final { scan-function-lines hist ";; distinct: loop \[0-9\]+ not vectorized: its check removed, stock's loop runs" "vls" } } */
/* { dg-final { vshape-in-versions "14 15 16" scan-function-lines deposit ";; distinct: loop \[0-9\]+ vectorized behind the check of 8 consecutive indices" "vls" } } */
/* { dg-final { vshape-in-versions "11 12 13" scan-function-lines deposit ";; distinct: loop \[0-9\]+ not vectorized: its check removed, stock's loop runs" "vls" } } */
/* The vectorized copies keep their backoff's counter; where no copy is
   vectorized it goes with the checks.  */
/* { dg-final { vshape-in-versions "14 15 16" scan-assembler "vshape_distinct_misses" } } */
/* { dg-final { vshape-in-versions "11 12 13" scan-assembler-not "vshape_distinct_misses" } } */
