/* The lanes of a group of narrow fields (2-byte and 4-byte lane loads)
   are built as chains of insertions into one 16-byte vector each,
   lane by lane across the group's vectors, in variables of their own
   (vls_lanes): a tree of small vectors would be assembled in general
   registers with shifts, and each lane's address would stay live until
   the last vector (bench/RESULTS.md, palette_luma).  Forced, with GCC's
   cost model off, so that the loops are vectorized and grouped under
   every GCC that emulates gathers of bytes.  */
/* { dg-do compile } */
/* { dg-require-effective-target vshape_byte_gathers } */
/* { dg-additional-options "-march=haswell -fvect-cost-model=unlimited -fplugin-arg-libvshape-vls=force -fplugin-arg-libvshape-dump=vls" } */

#include "vls-palette.h"

/* luma3: two 2-byte loads per lane (r g and g b), eight lanes a vector:
   the last insertion is element 7 of eight 16-bit elements.  */
/* { dg-final { scan-function-lines luma3 "  vls_lanes\\.\[0-9\]+_\[0-9\]+ = BIT_INSERT_EXPR <vls_lanes\\.\[0-9\]+_\[0-9\]+, _\[0-9\]+, 112 \\(16 bits\\)>;" "vls" } } */
/* luma4: one 4-byte load per lane, four lanes a vector.  */
/* { dg-final { scan-function-lines luma4 "  vls_lanes\\.\[0-9\]+_\[0-9\]+ = BIT_INSERT_EXPR <vls_lanes\\.\[0-9\]+_\[0-9\]+, _\[0-9\]+, 96 \\(32 bits\\)>;" "vls" } } */
/* No insertion reaches past 16 bytes: wider vectors concatenate
   built halves.  */
/* { dg-final { scan-tree-dump-not "BIT_INSERT_EXPR <vls_lanes\\.\[0-9\]+_\[0-9\]+, _\[0-9\]+, (?:1\[3-9\]\[0-9\]|\[2-9\]\[0-9\]\[0-9\])" "vls" } } */
