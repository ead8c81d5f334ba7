// The lone gather of a SOA private's rows in C++ (vshape.dg's
// soa-gather-rows.c): at -march=haswell, a tuning that serves AMD's
// CPUs, the vls pass makes it the loads of its lanes whatever the
// prices; at Intel's own tuning the prices keep the gather.  GCC 11 to
// 13 leave these loops scalar at haswell.
// { dg-do compile }
// { dg-additional-options "-march=haswell -fopenmp-simd -fplugin-arg-libvshape-dump=vls" }

#include "../vshape.run/soa-bins.h"

SOA_BINS_KERNEL (bins_any, float, 16, 0)
__attribute__ ((target ("tune=sapphirerapids")))
SOA_BINS_KERNEL (bins_intel, float, 16, 0)

// { dg-final { vshape-in-versions "14 15 16" scan-function-lines bins_any ";; vls: lone gather \[0-9\]+: reads soa\\.\[0-9\]+, rows of a SOA private the loop has just written: its lanes' loads whatever the prices" "vls" } }
// { dg-final { vshape-in-versions "14 15 16" scan-function-lines bins_any ";; vls: lone gather \[0-9\]+: rewritten: 1 gather -> 8 loads \\+ 7 shuffles" "vls" } }
// { dg-final { scan-function-dump-not bins_intel "rows of a SOA private" "vls" } }
// { dg-final { vshape-in-versions "14 15 16" scan-function-lines bins_intel ";; vls: lone gather \[0-9\]+: not rewritten: the sequence costs more than the gathers" "vls" } }
