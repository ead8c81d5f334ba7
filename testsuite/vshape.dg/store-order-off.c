/* store-order=off: the store-order pass leaves GCC's order, and its
   dump says why; GCC 11 and 12 keep the loop's 64-byte stores upper
   half first.  */
/* { dg-do compile } */
/* { dg-additional-options "-march=skylake-avx512 -mtune=sapphirerapids -mprefer-vector-width=512 -fplugin-arg-libvshape-store-order=off -fplugin-arg-libvshape-dump=store-order" } */

#define NAME(F) F
#define ATTR
#include "store-order.h"

/* { dg-final { scan-rtl-dump ";; vshape: stores left in GCC's order: store-order=off" "store-order" } } */
/* { dg-final { scan-rtl-dump-not "put in ascending address order" "store-order" } } */
/* { dg-final { scan-assembler "vmovupd\[ \t\]+%zmm\[0-9\]+, 64\\((%r\[a-z0-9\]+),(%r\[a-z0-9\]+),2\\)\n\[ \t\]+vmovupd\[ \t\]+%zmm\[0-9\]+, \\(\\1,\\2,2\\)" { target { vshape_gcc11 || vshape_gcc12 } } } } */
