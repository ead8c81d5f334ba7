// The loops of ../vshape.run/distinct-kernels.h built as C++ at
// -march=haswell: the deposits' copies (three, deposit_lists's with
// its outer loop) vectorized behind the check under GCC 14 and later,
// results and flags those of the reference.
// { dg-do run { target avx2_runtime } }
// { dg-do compile { target { ! avx2_runtime } } }
// { dg-additional-options "-march=haswell -ffp-contract=off -fplugin-arg-libvshape-distinct=on -fplugin-arg-libvshape-dump=vls" }

#include "../vshape.run/distinct-kernels.h"

int
main ()
{
  if (distinct_main ())
    abort ();
  return 0;
}

// { dg-final { vshape-in-versions "14 15 16" scan-tree-dump-times ";; distinct: loop \[0-9\]+ vectorized behind the check of 8 consecutive indices" 3 "vls" } }
