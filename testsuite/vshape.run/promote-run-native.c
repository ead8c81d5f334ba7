/* The loops of promote-kernels.h at -march=native: results and
   floating-point flags equal the loops' without the plugin's passes,
   whether the result overlaps the inputs or not.  */
/* { dg-do run } */
/* { dg-additional-options "-march=native -ffp-contract=off" } */

#include "promote-kernels.h"
