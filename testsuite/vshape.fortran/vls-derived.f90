! The fields of a derived type read through an index, p(j)%x, p(j)%y
! and p(j)%z: one group of three doubles 24 bytes apart, which the cost
! client prices as one in the vectorizer's cost model.
! { dg-do compile }
! { dg-skip-if "GCC 11 vectorizes no gather of scale 24" { vshape_gcc11 } }
! { dg-additional-options "-fplugin-arg-libvshape-dump=vls" }

include 'vls-derived.inc'

! { dg-final { scan-function-dump field ";; vls: group \[0-9\]+: members \[0-9\]+ \[0-9\]+ \[0-9\]+, distances 0 8 16, span 24 bytes" "vls" } }
! { dg-final { scan-function-dump field ";; vls: group \[0-9\]+: rewritten: 3 gathers" "vls" } }
! { dg-final { scan-cost-client {gathers 3 grouped 3 groups 1} } }
