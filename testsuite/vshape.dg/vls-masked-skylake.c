/* vls-masked.c with the Skylake tuning: its gathers are cheap, and a
   masked group's lanes pay for their mask (measured, vls_cost_x86.cc),
   so the masked gathers are grouped but kept.  */
/* { dg-do compile } */
/* { dg-require-effective-target vshape_masked_gather_groups } */
/* { dg-additional-options "-march=skylake-avx512 -fplugin-arg-libvshape-dump=vls" } */
/* Where the tuning avoids gathers (GCC 13.3 and later, against Gather
   Data Sampling), turn them back on: this test is about them.  */
/* { dg-additional-options "-mtune-ctrl=use_gather_2parts,use_gather_4parts,use_gather" { target vshape_avx512_tuning_avoids_gathers } } */

#include "vls-masked-pair.h"

/* { dg-final { scan-function-dump-not f "masked gather: not grouped" "vls" } } */
/* { dg-final { scan-function-dump f ";; vls: gather \[0-9\]+: not grouped: no group cheaper than its gathers" "vls" } } */
/* { dg-final { scan-function-dump-not f "rewritten" "vls" } } */
