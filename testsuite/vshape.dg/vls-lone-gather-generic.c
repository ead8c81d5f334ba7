/* The lone gathers of vls-lone-gather.c at -march=x86-64-v3, the
   generic tuning, with gather instructions on (GCC 12.2 and older use
   them there; later versions keep them off): code built for this
   tuning runs on AMD's and Intel's CPUs, and rewritten, lone gathers
   ran 0.56 to 0.89 times as fast as stock on two Intel Xeons (1.5 to
   2.0 times faster on an AMD Zen 5), so each stays a gather, doubles,
   floats and ints alike.  The masked gather is left as it is.  */
/* { dg-do compile } */
/* { dg-additional-options "-march=x86-64-v3 -fplugin-arg-libvshape-dump=vls" } */
/* { dg-additional-options "-mtune-ctrl=use_gather_2parts,use_gather_4parts,use_gather" { target { ! vshape_gcc11 } } } */
/* { dg-additional-options "-mtune-ctrl=use_gather" { target vshape_gcc11 } } */

#include "vls-lone-gather.h"

double lone_d[LONE_TABLE];
float lone_f[LONE_TABLE];
int lone_i[LONE_TABLE];

/* { dg-final { scan-function-lines table_doubles ";; vls: lone gather 0: not rewritten: the sequence costs more than the gathers" "vls" } } */
/* { dg-final { scan-function-lines table_floats ";; vls: lone gather 0: not rewritten: the sequence costs more than the gathers" "vls" } } */
/* { dg-final { scan-function-lines table_ints ";; vls: lone gather 0: not rewritten: the sequence costs more than the gathers" "vls" } } */
/* { dg-final { scan-tree-dump-not ";; vls: lone gather \[0-9\]+: rewritten" "vls" } } */
/* { dg-final { scan-function-lines-not table_masked ";; vls: lone gather" "vls" } } */
