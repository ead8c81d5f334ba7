/* The loops of distinct-kernels.h at -march=haswell: the deposits'
   copies, deposit_lists's in its outer loop too, are vectorized behind
   the check under GCC 14 and later (the dump says so), and results and
   flags equal the reference's over lists with and without repeats.  */
/* { dg-do run { target avx2_runtime } } */
/* { dg-do compile { target { ! avx2_runtime } } } */
/* { dg-additional-options "-march=haswell -ffp-contract=off -fplugin-arg-libvshape-distinct=on -fplugin-arg-libvshape-dump=vls" } */

#include "distinct-kernels.h"

int
main (void)
{
  if (distinct_main ())
    abort ();
  return 0;
}

/* { dg-final { vshape-in-versions "14 15 16" scan-function-lines deposit ";; distinct: loop \[0-9\]+ vectorized behind the check of 8 consecutive indices" "vls" } } */
/* { dg-final { vshape-in-versions "14 15 16" scan-function-lines deposit_f ";; distinct: loop \[0-9\]+ vectorized behind the check of 8 consecutive indices" "vls" } } */
/* { dg-final { vshape-in-versions "14 15 16" scan-function-lines deposit_lists ";; distinct: loop \[0-9\]+ vectorized behind the check of 8 consecutive indices" "vls" } } */
