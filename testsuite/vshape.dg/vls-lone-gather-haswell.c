/* The lone gathers of vls-lone-gather.c at -march=haswell, whose code
   runs on AMD's and Intel's CPUs alike: rewritten, they ran 0.56 to
   0.89 times as fast as stock on an Intel Xeon at this tuning (1.5 to
   2.0 times faster on an AMD Zen 5), so each stays a gather.  */
/* { dg-do compile } */
/* { dg-additional-options "-march=haswell -fplugin-arg-libvshape-dump=vls" } */

#include "vls-lone-gather.h"

double lone_d[LONE_TABLE];
float lone_f[LONE_TABLE];
int lone_i[LONE_TABLE];

/* { dg-final { scan-function-lines table_doubles ";; vls: lone gather 0: not rewritten: the sequence costs more than the gathers" "vls" } } */
/* { dg-final { scan-function-lines table_floats ";; vls: lone gather 0: not rewritten: the sequence costs more than the gathers" "vls" } } */
/* { dg-final { scan-function-lines table_ints ";; vls: lone gather 0: not rewritten: the sequence costs more than the gathers" "vls" } } */
/* { dg-final { scan-tree-dump-not ";; vls: lone gather \[0-9\]+: rewritten" "vls" } } */
/* { dg-final { scan-function-lines-not table_masked ";; vls: lone gather" "vls" } } */
