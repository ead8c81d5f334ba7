/* The offsets 4 * j + k of a byte table and 2 * j + k of a short one,
   j an unsigned byte or short, are recomputed from the narrow j in the
   address's type (the vshape dump names each, with its largest value);
   GCC then emulates the gathers and the vls pass groups them.  A signed
   byte index and a 32-bit one are left alone, and so are the offsets
   of ints, which GCC gathers through int offsets.  */
/* { dg-do compile } */
/* { dg-require-effective-target vshape_byte_gathers } */
/* { dg-additional-options "-march=haswell -fplugin-arg-libvshape-dump=vshape,vls" } */

#include "vls-narrow-index.h"

/* { dg-final { scan-function-dump bytes4 ";; narrow index:   is _\[0-9\]+ \\* 4 \\+ 3, at most 1023: computed so" "vshape" } } */
/* { dg-final { scan-function-dump shorts2 ";; narrow index:   is _\[0-9\]+ \\* 4 \\+ 2, at most 262142: computed so" "vshape" } } */
/* { dg-final { scan-tree-dump-times ";; narrow index:   is " 6 "vshape" } } */
/* { dg-final { scan-function-lines bytes4 ";; vls: group \[0-9\]+: rewritten: 4 gathers" "vls" } } */
/* shorts2 stayed scalar under GCC 14 while the client named the
   gather's statement for the index extractions (its x86 costs scale
   them by the lane count) and kept close calls to the target.  */
/* { dg-final { scan-function-lines shorts2 ";; vls: group \[0-9\]+: rewritten: 2 gathers" "vls" } } */
