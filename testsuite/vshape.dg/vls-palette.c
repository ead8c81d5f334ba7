/* The cost client prices what GCC's scalar price of the palette loops
   leaves out (their products): with it, the groups of the palette's
   bytes make the vector loops cheaper, GCC vectorizes them and the vls
   pass rewrites the groups.  Without the plugin GCC leaves both loops
   scalar.  */
/* { dg-do compile } */
/* { dg-require-effective-target vshape_byte_gathers } */
/* { dg-additional-options "-march=haswell -fplugin-arg-libvshape-dump=vls" } */

#include "vls-palette.h"

/* GCC 14 alone prices the groups' index extractions 17 times over (its
   x86 costs scale a gather statement's vec_to_scalar entries by the
   lane count, and the client names the gather's statement): 1976 for
   luma3's group against 952 under GCC 16, above even the full scalar
   price, so the 16-lane loops stay scalar there; forced, they ran 1.56
   times faster than scalar (bench/RESULTS.md).  Its 8-lane loop of
   luma4 comes out cheaper than scalar, and is taken.  luma4's groups
   make its loop cheaper than the scalar one by the target's own count
   elsewhere (868 against 1024); luma3 needs the products the count
   leaves out.  */
/* { dg-final { scan-function-lines luma3 ";; vls: cost client: loop \[0-9\]+, V16QI, VF 16: 3 gathers, 3 in 1 group; vector body \[0-9\]+ with the gathers, \[0-9\]+ with the groups; scalar \[0-9\]+ \\(\[0-9\]+ with the \[0-9\]+ statements per iteration the target's price leaves out\\): " "vls" { xfail vshape_gcc14 } } } */
/* { dg-final { scan-function-lines luma4 ";; vls: cost client: loop \[0-9\]+, V16QI, VF 16: 4 gathers, 4 in 1 group; vector body \[0-9\]+ with the gathers, \[0-9\]+ with the groups; scalar \[0-9\]+: the groups make the vector loop cheaper than scalar" "vls" { xfail vshape_gcc14 } } } */
/* { dg-final { scan-function-lines luma3 ";; vls: group \[0-9\]+: rewritten: 3 gathers" "vls" { xfail vshape_gcc14 } } } */
/* { dg-final { scan-function-lines luma4 ";; vls: group \[0-9\]+: rewritten: 4 gathers" "vls" } } */
