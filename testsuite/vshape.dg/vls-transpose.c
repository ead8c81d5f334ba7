/* 4x4 transposes rebuilt: at -march=x86-64-v3 the vectorizer splits
   four interleaved 64-bit streams with even and odd extractions, two
   instructions each on AVX2 (an unpack and a vpermpd), sixteen in all.
   The vls pass builds the four columns from 128-bit halves
   (vperm2f128) and unpacks instead, eight instructions: bcsr_2x2's
   blocks ran 1.13 to 1.20 times faster so under GCC 14 and 16 on a
   Zen 5.  The four vectors interleaved before the stores of a block
   (spread_block) are the same transpose (twelve instructions under GCC
   15 and 16, whose second level moves halves).  Eight streams
   (particle_terms) take three levels, 48 instructions, for two
   transposes: 16; that loop ran 2.3 times faster so.  Eight 32-bit
   streams (float_record_terms, record8_hash) are an 8x8 transpose:
   unpacks, shufps and moves of halves, 24 instructions where GCC's
   three levels take 96 (counted 48); 3.1 times faster.  */
/* { dg-do compile } */
/* { dg-additional-options "-march=x86-64-v3 -fplugin-arg-libvshape-dump=vls" } */

#include "vls-transpose.h"

/* { dg-final { scan-function-dump block_times_pair ";; transpose: columns \[^\n\]* of vect_\[^\n\]*: 16 instructions, 8 in transpose networks: rebuilt" "vls" } } */
/* { dg-final { scan-function-dump record_hash ";; transpose: columns \[^\n\]* of vect_\[^\n\]*: 16 instructions, 8 in transpose networks: rebuilt" "vls" } } */
/* { dg-final { scan-function-dump spread_block ";; transpose: columns \[^\n\]* of vect_\[^\n\]*: 1\[26\] instructions, 8 in transpose networks: rebuilt" "vls" } } */
/* { dg-final { scan-function-dump particle_terms ";; transpose: columns \[^\n\]* of vect_\[^\n\]*: 48 instructions, 16 in transpose networks \\(transposes sharing GCC's permutations\\): rebuilt" "vls" } } */
/* { dg-final { scan-function-dump-times particle_terms ": 48 instructions, 16 in transpose networks \\(transposes sharing GCC's permutations\\): rebuilt" 2 "vls" } } */
/* { dg-final { scan-function-dump float_record_terms ";; transpose: columns \[^\n\]* of vect_\[^\n\]*: 48 instructions, 24 in transpose networks: rebuilt" "vls" } } */
/* { dg-final { scan-function-dump record8_hash ";; transpose: columns \[^\n\]* of vect_\[^\n\]*: 48 instructions, 24 in transpose networks: rebuilt" "vls" } } */
/* { dg-final { scan-assembler-not "vpermpd|vpermq" } } */
/* { dg-final { scan-assembler-not "vpermd|vpermps" } } */
/* { dg-final { scan-assembler "vperm2\[fi\]128|vinsert\[fi\]128" } } */
