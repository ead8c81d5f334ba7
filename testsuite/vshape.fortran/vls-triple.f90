! Three rows of a column x(1:3, j) read through an index: gfortran
! computes the index of x(1,j) as (j - 1) * 3 and those of x(2,j) and
! x(3,j) as j * 3 - 2 and j * 3 - 1, so the vectorizer's index vectors
! differ; followed through their products with constants, all three
! are the lanes of j times 24 bytes, and the vls pass makes one group
! of them, as it does of the same loop in C.
! { dg-do compile }
! { dg-additional-options "-fplugin-arg-libvshape-dump=vls" }

include 'vls-triple.inc'

! { dg-final { scan-function-dump trip ";; vls: group \[0-9\]+: members \[0-9\]+ \[0-9\]+ \[0-9\]+, distances 0 8 16, span 24 bytes" "vls" } }
! { dg-final { scan-function-dump trip ";; vls: group \[0-9\]+: rewritten: 3 gathers" "vls" } }
! { dg-final { scan-function-dump-not trip ";; vls: group \[0-9\]+: rewritten: 2 gathers" "vls" } }
! { dg-final { scan-function-dump-not trip "not grouped: no adjacent gather" "vls" } }
