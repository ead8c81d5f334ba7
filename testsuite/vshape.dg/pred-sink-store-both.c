/* At tunings whose code may run on AMD's CPUs (haswell, x86-64-v3's
   generic, znver3), a store of a moved result would be a masked store,
   measured slower than the scalar loop on AMD's Zen 4 and 5 (bench
   masked_pairs at haswell): the branches of pred-sink-store.h stay as
   they are, and the missed remark says why.  */
/* { dg-do compile } */
/* { dg-additional-options "-march=haswell -fopt-info-vec-missed -fplugin-arg-libvshape-dump=vshape" } */
/* { dg-prune-output "missed: (?!branch not)\[^\n\]*" } */
/* { dg-prune-output "note: \[^\n\]*" } */

#include "pred-sink-store.h"

/* { dg-message "missed: branch not predicated: division: it needs a value loaded inside the branch, and the branch stores its result: a masked store is measured to pay on Intel's CPUs only, and this tuning is not for them alone" "" { target *-*-* } 14 } */
/* { dg-message "missed: branch not predicated: multiplication: it needs a value loaded inside the branch, and the branch stores its result: a masked store is measured to pay on Intel's CPUs only, and this tuning is not for them alone" "" { target *-*-* } 23 } */
/* { dg-final { scan-tree-dump-not "after the arm" "vshape" } } */
