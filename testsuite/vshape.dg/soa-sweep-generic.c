/* The measured price of sweeps at the generic tuning with AVX-512
   (-march=x86-64-v4; src/profile/builtin_corrections.c): on a Zen 5
   every sweep case of make calibrate ran 1.35 to 12 times faster than
   its scatters, and bench's simd_private 1.7 to 4.8 times under GCC 11
   to 16; on two Intel Xeons 1.2 to 30 times, sixteen double bins too
   (whose breakpoint is 14% of the sweep's price at some -march).  Eight
   double bins with one write and four float bins with two are swept at
   13% of the sweep's price (the unscaled price kept their scatters);
   sixteen float bins with two writes keep theirs: too many element
   updates.  */
/* { dg-do compile } */
/* { dg-additional-options "-march=x86-64-v4 -fopenmp-simd -fplugin-arg-libvshape-dump=vshape" } */

#include "../vshape.run/soa-bins.h"

/* { dg-final { scan-function-lines double_bins ";; soa: h: 1 data-dependent writes \\(0 updates\\) over 8 elements: sweep \[0-9\]+ \\(13% of its price, as measured\\), scatters \[0-9\]+: swept" "vshape" } } */
/* { dg-final { scan-function-lines float_quads ";; soa: h: 2 data-dependent writes \\(0 updates\\) over 4 elements: sweep \[0-9\]+ \\(13% of its price, as measured\\), scatters \[0-9\]+: swept" "vshape" } } */
/* { dg-final { scan-function-lines float_pairs ";; soa: h: 2 data-dependent writes \\(0 updates\\) over 16 elements: sweep \[0-9\]+ \\(13% of its price, as measured\\), scatters \[0-9\]+: too many element updates" "vshape" } } */
