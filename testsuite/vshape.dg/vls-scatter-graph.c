/* A store group's dump shows its graph and both costs, as a gather
   group's does: per part the scattered vectors, per lane the block its
   store writes.  Under the default policy the Skylake tuning keeps the
   masked pair's scatters (vls-scatter-graph-force.c rewrites them).  */
/* { dg-do compile } */
/* { dg-additional-options "-march=skylake-avx512 -mprefer-vector-width=512 -fplugin-arg-libvshape-dump=vls" } */

#include "vls-scatter-pair.h"
#include "vls-scatter-graph.h"

/* { dg-final { scan-function-lines pair_d ";; vls: store group 0: graph\nstore graph: 2 members x 2 parts, 8 lanes, 8-byte elements\npart 0: values memref 0 memref 2\n  lane 0 block = memref 0\\\[0\\\] memref 2\\\[0\\\]\n" "vls" } } */
/* { dg-final { scan-function-lines pair_d "part 1: values memref 1 memref 3\n(?:  lane \[0-9\] block\[^\\n\]*\n)*  lane 7 block = memref 1\\\[7\\\] memref 3\\\[7\\\]\n;; vls: store group 0: sequence\n" "vls" } } */
/* { dg-final { scan-function-lines pair_d ";; vls: store group 0: cost: scatters \[0-9\]+, sequence \[0-9\]+\n;; vls: store group 0: rewritten" "vls" } } */
/* { dg-final { scan-function-lines masked_pair ";; vls: store group 0: graph\nstore graph: 2 members x 8 parts, 8 lanes, 8-byte elements\n" "vls" } } */
/* { dg-final { scan-function-lines masked_pair ";; vls: store group 0: not rewritten: the sequence costs more than the scatters" "vls" } } */
