/* Small tables in registers where GCC emulates the gathers
   (-march=haswell, gather instructions off; vls-table-registers.h):
   results as without the vectorizer.  */
/* { dg-do run { target avx2_runtime } } */
/* { dg-do compile { target { ! avx2_runtime } } } */
/* { dg-additional-options "-march=haswell -fchecking -fplugin-arg-libvshape-dump=vls" } */
/* { dg-additional-options "-mtune-ctrl=^use_gather_2parts,^use_gather_4parts,^use_gather" { target { ! vshape_gcc11 } } } */

#include "vls-table-registers.h"

/* { dg-final { scan-function-lines doubles8 ";; vls: gather from the table tr_d8 \\(8 elements\\) made a permutation of 2 registers" "vls" { target { ! vshape_gcc11 } } } } */
