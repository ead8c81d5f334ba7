/* The loops of distinct-kernels.h at -march=native: results and flags
   equal the reference's over lists with and without repeats.  */
/* { dg-do run } */
/* { dg-additional-options "-march=native -ffp-contract=off -fplugin-arg-libvshape-distinct=on" } */

#include "distinct-kernels.h"

int
main (void)
{
  if (distinct_main ())
    abort ();
  return 0;
}
