// 4x4 transposes rebuilt in C++ (C: vshape.dg/vls-transpose.c): at
// -march=x86-64-v3 the four streams of each block come from 128-bit
// halves and unpacks, no vpermpd left.
// { dg-do compile }
// { dg-additional-options "-march=x86-64-v3 -fplugin-arg-libvshape-dump=vls" }

#include "../vshape.dg/vls-transpose.h"

// { dg-final { scan-function-dump block_times_pair ";; transpose: columns \[^\n\]*: 16 instructions, 8 in transpose networks: rebuilt" "vls" } }
// { dg-final { scan-function-dump record_hash ";; transpose: columns \[^\n\]*: 16 instructions, 8 in transpose networks: rebuilt" "vls" } }
// { dg-final { scan-function-dump spread_block ";; transpose: columns \[^\n\]*: 1\[26\] instructions, 8 in transpose networks: rebuilt" "vls" } }
// { dg-final { scan-function-dump particle_terms ";; transpose: columns \[^\n\]*: 48 instructions, 16 in transpose networks \\(transposes sharing GCC's permutations\\): rebuilt" "vls" } }
// { dg-final { scan-function-dump float_record_terms ";; transpose: columns \[^\n\]*: 48 instructions, 24 in transpose networks: rebuilt" "vls" } }
// { dg-final { scan-function-dump record8_hash ";; transpose: columns \[^\n\]*: 48 instructions, 24 in transpose networks: rebuilt" "vls" } }
// { dg-final { scan-assembler-not "vpermpd|vpermq" } }
