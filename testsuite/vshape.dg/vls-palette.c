/* The cost client prices what GCC's scalar price of the palette loops
   leaves out (their products): with it, the groups of the palette's
   bytes make the vector loops cheaper, GCC vectorizes them and the vls
   pass rewrites the groups.  Without the plugin GCC leaves both loops
   scalar.  */
/* { dg-do compile } */
/* { dg-require-effective-target vshape_byte_gathers } */
/* { dg-additional-options "-march=haswell -fplugin-arg-libvshape-dump=vls" } */

#include "vls-palette.h"

/* The client prices the lanes' index extractions of a group's
   sequence without naming a gather's statement: GCC 14's x86 costs
   would scale them by the lane count (1976 for luma3's group against
   952 under GCC 16), and the 16-lane loops stayed scalar under GCC 14
   before.  luma4's groups make its loop cheaper than the scalar one by
   the target's own count (868 against 1024); luma3 needs the products
   the count leaves out.  */
/* { dg-final { scan-cost-client {function luma3 mode V16QI vf 16 gathers 3 grouped 3 groups 1 alone 0 regrouped no left-out yes} } } */
/* { dg-final { scan-cost-client {function luma4 mode V16QI vf 16 gathers 4 grouped 4 groups 1 alone 0 regrouped no left-out no effect flips} } } */
/* { dg-final { scan-function-lines luma3 ";; vls: group \[0-9\]+: rewritten: 3 gathers" "vls" } } */
/* { dg-final { scan-function-lines luma4 ";; vls: group \[0-9\]+: rewritten: 4 gathers" "vls" } } */
