/* vls with the flags of run.exp (-O3 -march=native), on and forced.  */
/* { dg-do run } */
/* { dg-additional-options "-fchecking" } */
#include "vls-kernels.h"
int main (void) { run_all (); return 0; }
