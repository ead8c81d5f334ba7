/* A gather of vls-table-registers.h that GCC emulates (scalar loads and
   inserts: -march=haswell with gather instructions off) becomes a
   permutation of the table's registers, whatever its width: the
   table of 8 doubles takes two 32-byte registers (GCC 12 and later;
   GCC 11 emulates no gather).  */
/* { dg-do compile { target { ! vshape_gcc11 } } } */
/* { dg-additional-options "-march=haswell -mtune-ctrl=^use_gather_2parts,^use_gather_4parts,^use_gather -fplugin-arg-libvshape-dump=vls" } */

#define NAME(F) F
#define ATTR
#include "vls-table-registers.h"

/* { dg-final { scan-function-lines doubles8 ";; vls: gather from the table tr_d8 \\(8 elements\\) made a permutation of 2 registers loaded before loop \[0-9\]+ \\(depth 1\\)" "vls" } } */
