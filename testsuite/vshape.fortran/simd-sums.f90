! The sums of an omp simd loop that gathers stay in registers across
! the vectorized loop (GCC's store motion leaves them in memory there).
! { dg-do compile }
! { dg-additional-options "-fplugin-arg-libvshape-dump=vls" }

include 'simd-sums.inc'

! { dg-final { scan-tree-dump-times ";; vls: loop \[0-9\]+ at \[^\\n\]*: omp simd array \[^\\n\]* kept in registers: \[0-9\]+ locations? of vector\\(4\\) real\\(kind=8\\), \[0-9\]+ loaded before the loop, stored at its exit" 2 "vls" } }
