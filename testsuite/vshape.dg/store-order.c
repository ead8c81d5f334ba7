/* store-order.h at -march=skylake-avx512 -mtune=sapphirerapids
   -mprefer-vector-width=512: the vls pass keeps the table in two
   registers, so the plugin changed the function, and the store-order
   pass puts each run of adjacent vector stores in ascending address
   order.  GCC 11 and 12 schedule the loop's two 64-byte stores upper
   half first (on misaligned data that made the loop 1.5 times slower
   than stock's); every GCC schedules the 32-byte epilogue's that way.  */
/* { dg-do compile } */
/* { dg-additional-options "-march=skylake-avx512 -mtune=sapphirerapids -mprefer-vector-width=512 -fopt-info-vec-optimized -fplugin-arg-libvshape-dump=store-order" } */

#define NAME(F) F
#define ATTR
#include "store-order.h"

/* { dg-message "vshape: 2 vector stores put in ascending address order" "the remark" { target *-*-* } 17 } */
/* { dg-prune-output "optimized: " } */

/* { dg-final { scan-rtl-dump ";; vshape: bb \[0-9\]+: 2 vector stores \\(insns \[0-9\]+@64 \[0-9\]+@0\\): put in ascending address order" "store-order" { target { vshape_gcc11 || vshape_gcc12 } } } } */
/* { dg-final { scan-rtl-dump ";; vshape: bb \[0-9\]+: 2 vector stores \\(insns \[0-9\]+@32 \[0-9\]+@0\\): put in ascending address order" "store-order" } } */
/* { dg-final { scan-assembler "vmovupd\[ \t\]+%zmm\[0-9\]+, \\((%r\[a-z0-9\]+),(%r\[a-z0-9\]+),2\\)\n\[ \t\]+vmovupd\[ \t\]+%zmm\[0-9\]+, 64\\(\\1,\\2,2\\)" } } */
/* { dg-final { scan-assembler-not "vmovupd\[ \t\]+%zmm\[0-9\]+, 64\\((%r\[a-z0-9\]+),(%r\[a-z0-9\]+),2\\)\n\[ \t\]+vmovupd\[ \t\]+%zmm\[0-9\]+, \\(\\1,\\2,2\\)" } } */
