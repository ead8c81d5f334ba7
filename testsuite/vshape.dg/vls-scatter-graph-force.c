/* vls=force treats scatters as it treats gathers: the masked pair that
   the default policy keeps (vls-scatter-graph.c) is rewritten, with the
   same graph and costs in the dump, the cost above the scatters'.  */
/* { dg-do compile } */
/* { dg-additional-options "-march=skylake-avx512 -mprefer-vector-width=512 -fplugin-arg-libvshape-vls=force -fplugin-arg-libvshape-dump=vls" } */

#include "vls-scatter-graph.h"

/* { dg-final { scan-function-dump masked_pair ";; vls: store group 0: graph\nstore graph: 2 members x 8 parts, 8 lanes, 8-byte elements\n" "vls" } } */
/* { dg-final { scan-function-dump masked_pair ";; vls: store group 0: cost: scatters \[0-9\]+, sequence \[0-9\]+\n;; vls: store group 0: rewritten: 16 scatters -> 16 shuffles \\+ 64 stores" "vls" } } */
/* { dg-final { scan-function-dump-not masked_pair "not rewritten" "vls" } } */
