/* Small tables in registers at -march=native (vls-table-registers.h):
   results as without the vectorizer, whatever the CPU.  */
/* { dg-do run } */
/* { dg-additional-options "-march=native -fchecking" } */

#include "vls-table-registers.h"
