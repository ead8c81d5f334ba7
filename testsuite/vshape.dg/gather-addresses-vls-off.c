/* vls=off: the addresses of gather-addresses.h's omp simd loop stay as
   if-conversion made them, and GCC leaves the loop scalar, as without
   the plugin (gather-addresses.c: vectorized with vls on).  */
/* { dg-do compile } */
/* { dg-additional-options "-march=sapphirerapids -fopenmp-simd -fplugin-arg-libvshape-vls=off -fopt-info-vec-optimized" } */

#define NAME(F) F
#define ATTR
#include "gather-addresses.h"

/* { dg-bogus "loop vectorized" "the omp simd loop stays scalar" { target *-*-* } 32 } */
/* { dg-prune-output "basic block part vectorized" } */
