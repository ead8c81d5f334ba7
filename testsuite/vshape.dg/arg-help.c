/* help lists every argument with its values on stderr and compiles on.  */
/* { dg-do compile } */
/* { dg-additional-options "-fplugin-arg-libvshape-help" } */
/* { dg-message "plugin arguments:" "" { target *-*-* } 0 } */
/* { dg-message "libvshape-da=on\\|off +divergence \\(shape\\) analysis \\\[on\\\]" "" { target *-*-* } 0 } */
/* { dg-message "libvshape-soa=off\\|analyze\\|on +SOA layout" "" { target *-*-* } 0 } */
/* { dg-message "libvshape-vls=off\\|on\\|force +grouping of adjacent gathers" "" { target *-*-* } 0 } */
/* { dg-message "libvshape-vls-cost=on\\|off +gather groups priced in the vectorizer's cost model \\\[on\\\]" "" { target *-*-* } 0 } */
/* { dg-message "libvshape-predicate=off\\|analyze\\|on +guarded trapping operations moved out of branches \\\[on\\\]" "" { target *-*-* } 0 } */
/* { dg-message "libvshape-promote=off\\|analyze\\|on +accumulators in memory kept in registers behind checks \\\[on\\\]" "" { target *-*-* } 0 } */
/* { dg-message "libvshape-distinct=off\\|analyze\\|auto\\|on +stores through an index vectorized behind a check of the indices \\\[auto\\\]" "" { target *-*-* } 0 } */
/* { dg-message "libvshape-pragmas=none\\|intel +Intel's simd, ivdep, vector and novector pragmas honoured \\\[none\\\]" "" { target *-*-* } 0 } */
/* { dg-message "libvshape-lto-note=on\\|off +an -flto compile notes the flags the link needs \\\[on\\\]" "" { target *-*-* } 0 } */
/* { dg-message "libvshape-store-order=on\\|off +adjacent vector stores of changed functions in ascending order \\\[on\\\]" "" { target *-*-* } 0 } */
/* { dg-message "libvshape-dump=LIST +dumps to write: vshape, vls, mask-loads, pragmas" "" { target *-*-* } 0 } */
/* { dg-message "libvshape-profile=FILE\\|none +calibration profile to follow, or none \\\[\\\$VSHAPE_PROFILE, else ~/.config/vshape/\\\]" "" { target *-*-* } 0 } */
/* { dg-message "libvshape-help +this text" "" { target *-*-* } 0 } */

int x;
