// Lone gathers in C++ (C: vshape.dg/vls-lone-gather.c): at the znver3
// tuning with gather instructions on, each gather instruction with
// nothing adjacent becomes the loads of its lanes; the masked one stays.
// { dg-do compile }
// { dg-additional-options "-march=haswell -mtune=znver3 -fplugin-arg-libvshape-dump=vls" }
// { dg-additional-options "-mtune-ctrl=use_gather_2parts,use_gather_4parts,use_gather" { target { ! vshape_gcc11 } } }
// { dg-additional-options "-mtune-ctrl=use_gather" { target vshape_gcc11 } }

#include "../vshape.dg/vls-lone-gather.h"

double lone_d[LONE_TABLE];
float lone_f[LONE_TABLE];
int lone_i[LONE_TABLE];

// { dg-final { scan-function-lines table_doubles ";; vls: lone gather 0: rewritten: 1 gather -> 4 loads \\+ 3 shuffles" "vls" } }
// { dg-final { scan-function-lines table_floats ";; vls: lone gather 0: rewritten: 1 gather -> 8 loads \\+ 7 shuffles" "vls" } }
// { dg-final { scan-function-lines-not table_masked ";; vls: lone gather" "vls" } }
