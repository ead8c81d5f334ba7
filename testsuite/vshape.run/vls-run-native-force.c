/* { dg-do run } */
/* { dg-additional-options "-fchecking -fplugin-arg-libvshape-vls=force" } */
#include "vls-kernels.h"
int main (void) { run_all (); return 0; }
