/* The gathers of vls-table-registers.h in 64-byte vectors
   (-march=skylake-avx512 -mprefer-vector-width=512, gather instructions
   on): a table of up to two registers' worth (8 and 16 doubles, 16
   floats, 8 ints) becomes a permutation of registers loaded before the
   outermost loop that stores nothing to it (the outer loop of the
   nest; the inner loop where the outer loop refills the table), a
   local table too.  The epilogues' 32-byte gather instructions, faster
   than the permutation, and the gathers from 64 doubles stay.  */
/* { dg-do compile } */
/* { dg-additional-options "-march=skylake-avx512 -mprefer-vector-width=512 -fopt-info-vec-optimized -fplugin-arg-libvshape-dump=vls" } */
/* { dg-additional-options "-mtune-ctrl=use_gather_2parts,use_gather_4parts,use_gather" { target { ! vshape_gcc11 } } } */
/* { dg-additional-options "-mtune-ctrl=use_gather" { target vshape_gcc11 } } */

#define NAME(F) F
#define ATTR
#include "vls-table-registers.h"

/* { dg-message "vls: gather from the table tr_d16 kept in 2 registers" "remark" { target *-*-* } 29 } */
/* { dg-prune-output "vls-table-registers.h:\[0-9\]+:\[0-9\]+: optimized: \[^v\]" } */
/* { dg-prune-output "vls-table-registers.h:\[0-9\]+:\[0-9\]+: optimized: vls: gather from the table" } */
/* The store-order pass's remarks (store-order.c tests them).  */
/* { dg-prune-output "optimized: vshape: \[0-9\]+ vector stores put in ascending address order" } */

/* { dg-final { scan-function-lines doubles16 ";; vls: gather from the table tr_d16 \\(16 elements\\) made a permutation of 2 registers loaded before loop \[0-9\]+ \\(depth 1\\)" "vls" } } */
/* { dg-final { scan-function-lines doubles8 ";; vls: gather from the table tr_d8 \\(8 elements\\) made a permutation of 1 registers loaded before loop \[0-9\]+ \\(depth 1\\)" "vls" } } */
/* { dg-final { scan-function-lines doubles8 ";; vls: gather from the table tr_d8 not kept in registers: a gather instruction this narrow is faster" "vls" } } */
/* { dg-final { scan-function-lines doubles_next ";; vls: gather from the table tr_d8 \\(8 elements\\) made a permutation of 1 registers" "vls" } } */
/* { dg-final { scan-function-lines floats16 ";; vls: gather from the table tr_f16 \\(16 elements\\) made a permutation of 1 registers" "vls" } } */
/* { dg-final { scan-function-lines ints8 ";; vls: gather from the table tr_i8 \\(8 elements\\) made a permutation of 1 registers" "vls" } } */
/* { dg-final { scan-function-lines local ";; vls: gather from the table t \\(8 elements\\) made a permutation of 1 registers" "vls" } } */
/* { dg-final { scan-function-lines nested ";; vls: gather from the table tr_d8 \\(8 elements\\) made a permutation of 1 registers loaded before loop \[0-9\]+ \\(depth 1\\)" "vls" } } */
/* { dg-final { scan-function-lines refilled ";; vls: gather from the table tr_r8 \\(8 elements\\) made a permutation of 1 registers loaded before loop \[0-9\]+ \\(depth 2\\)" "vls" } } */
/* { dg-final { scan-function-lines-not refilled "loaded before loop \[0-9\]+ \\(depth 1\\)" "vls" } } */
/* { dg-final { scan-function-lines-not big ";; vls: gather from the table" "vls" } } */
