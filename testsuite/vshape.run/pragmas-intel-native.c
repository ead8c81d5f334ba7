/* The loops of pragmas-intel.h at -march=native: results equal the
   loops' without the vectorizer.  */
/* { dg-do run } */
/* { dg-additional-options "-fplugin-arg-libvshape-pragmas=intel" } */

#include "pragmas-intel.h"
