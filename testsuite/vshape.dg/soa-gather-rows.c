/* A SOA private read through a data-dependent index: each iteration
   writes its rows before it gathers from them.  At -march=haswell an
   AMD Zen 4 ran such a loop (bench private_histogram) 0.60 times as
   fast as stock's scalar loop with gather instructions, 1.22 to 1.27
   times faster with the loads of each lane: at a tuning that serves
   AMD's CPUs the vls pass makes those loads whatever the prices.  At
   Intel's own tunings the prices decide.  GCC 11 to 13 leave these
   loops scalar at haswell (no scatter to emulate).  */
/* { dg-do compile } */
/* { dg-additional-options "-march=haswell -fopenmp-simd -fplugin-arg-libvshape-dump=vls" } */

#include "../vshape.run/soa-bins.h"

/* 16 float bins, one data-dependent write: soa-bins.h's loop.  */
SOA_BINS_KERNEL (bins_any, float, 16, 0)
__attribute__ ((target ("tune=sapphirerapids")))
SOA_BINS_KERNEL (bins_intel, float, 16, 0)

/* { dg-final { vshape-in-versions "14 15 16" scan-function-lines bins_any ";; vls: lone gather \[0-9\]+: reads soa\\.\[0-9\]+, rows of a SOA private the loop has just written: its lanes' loads whatever the prices" "vls" } } */
/* { dg-final { vshape-in-versions "14 15 16" scan-function-lines bins_any ";; vls: lone gather \[0-9\]+: rewritten: 1 gather -> 8 loads \\+ 7 shuffles" "vls" } } */
/* { dg-final { scan-function-dump-not bins_intel "rows of a SOA private" "vls" } } */
/* { dg-final { vshape-in-versions "14 15 16" scan-function-lines bins_intel ";; vls: lone gather \[0-9\]+: not rewritten: the sequence costs more than the gathers" "vls" } } */
