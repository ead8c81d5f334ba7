/* store-order.h through g++: the same runs of stores put in ascending
   address order as in C (vshape.dg/store-order.c).  */
/* { dg-do compile } */
/* { dg-additional-options "-march=skylake-avx512 -mtune=sapphirerapids -mprefer-vector-width=512 -fplugin-arg-libvshape-dump=store-order" } */

#define NAME(F) F
#define ATTR
#include "../vshape.dg/store-order.h"

/* { dg-final { scan-rtl-dump ";; vshape: bb \[0-9\]+: 2 vector stores \\(insns \[0-9\]+@64 \[0-9\]+@0\\): put in ascending address order" "store-order" { target { vshape_gcc11 || vshape_gcc12 } } } } */
/* { dg-final { scan-rtl-dump ";; vshape: bb \[0-9\]+: 2 vector stores \\(insns \[0-9\]+@32 \[0-9\]+@0\\): put in ascending address order" "store-order" } } */
/* { dg-final { scan-assembler-not "vmovupd\[ \t\]+%zmm\[0-9\]+, 64\\((%r\[a-z0-9\]+),(%r\[a-z0-9\]+),2\\)\n\[ \t\]+vmovupd\[ \t\]+%zmm\[0-9\]+, \\(\\1,\\2,2\\)" } } */
