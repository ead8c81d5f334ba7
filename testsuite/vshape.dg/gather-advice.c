/* The masked read-modify-write of gather-addresses.h at
   -march=rocketlake, whose tuning keeps gather instructions from the
   vectorizer under GCC 13 to 16: the omp simd loop stays scalar
   ("unsupported masked emulated gather"), and the vls dump and
   -fopt-info-vec-missed say which option turns the gathers on.  The
   plugin does not turn them on itself: the tuning is for CPUs whose
   fix for Gather Data Sampling slows them.  The loop without omp simd
   gets no advice.  GCC 12's rocketlake tuning has the gathers on; GCC
   11 does not if-convert the loop.  */
/* { dg-do compile } */
/* { dg-skip-if "the tuning has the gathers on, or the loop is not if-converted" { vshape_gcc11 || vshape_gcc12 } } */
/* { dg-additional-options "-march=rocketlake -fopenmp-simd -fopt-info-vec -fopt-info-vec-missed -fplugin-arg-libvshape-dump=vls" } */

#define NAME(F) F
#define ATTR
#include "gather-addresses.h"

/* { dg-message "vls: 6 masked accesses through an index need gather instructions, which the tuning keeps off; -mtune-ctrl=use_gather_2parts,use_gather_4parts,use_gather_8parts turns them on" "the remark" { target *-*-* } 32 } */
/* { dg-bogus "loop vectorized" "the omp simd loop stays scalar" { target *-*-* } 32 } */
/* { dg-prune-output "missed: " } */
/* { dg-prune-output "scalar_type: \[^\n\]*" } */
/* { dg-prune-output "optimized: basic block" } */

/* { dg-final { scan-function-lines half_forces ";; vls: cost client: the omp simd loops' 6 masked accesses through an index need gather instructions, which the tuning keeps off: -mtune-ctrl=use_gather_2parts,use_gather_4parts,use_gather_8parts turns them on, where the CPU runs gathers fast" "vls" } } */
/* { dg-final { scan-function-lines half_forces ";; vshape: function changed: addresses\n" "vls" } } */
/* { dg-final { scan-function-lines-not half_forces_unsure ";; vls: cost client: the omp simd loops" "vls" } } */
