/* Index lanes from scalars (vshape.dg/vls-scalar-lanes.c) at
   -march=haswell with gathers off, where GCC emulates the gathers:
   results as without the vectorizer.  */
/* { dg-do run { target avx2_runtime } } */
/* { dg-do compile { target { ! avx2_runtime } } } */
/* { dg-additional-options "-march=haswell -fchecking" } */
/* { dg-additional-options "-mtune-ctrl=^use_gather_2parts,^use_gather_4parts,^use_gather" { target { ! vshape_gcc11 } } } */
/* { dg-additional-options "-mtune-ctrl=^use_gather" { target vshape_gcc11 } } */

#include "vls-scalar-lanes-check.h"
