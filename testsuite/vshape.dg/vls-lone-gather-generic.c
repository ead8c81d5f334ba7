/* The lone gathers of vls-lone-gather.c at -march=x86-64-v3, the
   generic tuning, with gather instructions on (GCC 12.2 and older use
   them there; later versions keep them off): the tables' gather price is
   doubled at this tuning (x86_costs.cc; on a Zen 5 under GCC 12 every
   gather case of make calibrate ran 1.5 to 4.9 times faster rewritten,
   lone doubles 1.5 and lone floats 2.0 times), so a lone gather of
   doubles or floats becomes the loads of its lanes.  A masked gather is
   left as it is.  */
/* { dg-do compile } */
/* { dg-additional-options "-march=x86-64-v3 -fplugin-arg-libvshape-dump=vls" } */
/* { dg-additional-options "-mtune-ctrl=use_gather_2parts,use_gather_4parts,use_gather" { target { ! vshape_gcc11 } } } */
/* { dg-additional-options "-mtune-ctrl=use_gather" { target vshape_gcc11 } } */

#include "vls-lone-gather.h"

double lone_d[LONE_TABLE];
float lone_f[LONE_TABLE];
int lone_i[LONE_TABLE];

/* { dg-final { scan-function-lines table_doubles ";; vls: lone gather 0: rewritten: 1 gather -> 4 loads \\+ 3 shuffles" "vls" } } */
/* { dg-final { scan-function-lines table_floats ";; vls: lone gather 0: rewritten: 1 gather -> 8 loads \\+ 7 shuffles" "vls" } } */
/* { dg-final { scan-function-lines-not table_masked ";; vls: lone gather" "vls" } } */
