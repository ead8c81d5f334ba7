/* The palette loops of vls-palette.c without the cost client
   (vls-cost=off): GCC's own prices keep them scalar, so the vls pass
   has no gathers to group.  */
/* { dg-do compile } */
/* { dg-require-effective-target vshape_byte_gathers } */
/* { dg-additional-options "-march=haswell -fplugin-arg-libvshape-vls-cost=off -fplugin-arg-libvshape-dump=vls" } */

#include "vls-palette.h"

/* { dg-final { scan-tree-dump-not "cost client" "vls" } } */
/* { dg-final { scan-tree-dump-not "rewritten" "vls" } } */
