// Lone gathers in C++ (C: vshape.dg/vls-lone-gather.c): at the Haswell
// tuning each gather instruction with nothing adjacent becomes the loads
// of its lanes; the masked one stays.
// { dg-do compile }
// { dg-additional-options "-march=haswell -fplugin-arg-libvshape-dump=vls" }

#include "../vshape.dg/vls-lone-gather.h"

double lone_d[LONE_TABLE];
float lone_f[LONE_TABLE];
int lone_i[LONE_TABLE];

// { dg-final { scan-function-lines table_doubles ";; vls: lone gather 0: rewritten: 1 gather -> 4 loads \\+ 3 shuffles" "vls" } }
// { dg-final { scan-function-lines table_floats ";; vls: lone gather 0: rewritten: 1 gather -> 8 loads \\+ 7 shuffles" "vls" } }
// { dg-final { scan-function-lines-not table_masked ";; vls: lone gather" "vls" } }
