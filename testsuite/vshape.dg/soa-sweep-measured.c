/* The measured price of sweeps at the Zen tunings (x86_costs.cc): eight
   double bins with one data-dependent write, whose sweep ran 3.9 times
   faster than its scatters under GCC 12 (AMD EPYC Zen 4, 2026-11-26),
   are swept at 35% of the sweep's price; the unscaled price kept the
   scatters.  Sixteen float bins with two writes keep theirs: too many
   element updates beside scatters.  Four float bins with two writes are
   swept with or without the measured price.  */
/* { dg-do compile } */
/* { dg-additional-options "-march=x86-64-v4 -mtune=znver3 -mprefer-vector-width=512 -fopenmp-simd -fplugin-arg-libvshape-dump=vshape" } */

#include "../vshape.run/soa-bins.h"

/* { dg-final { scan-function-lines double_bins ";; soa: h: 1 data-dependent writes \\(0 updates\\) over 8 elements: sweep \[0-9\]+ \\(35% of its price, as measured\\), scatters \[0-9\]+: swept" "vshape" } } */
/* { dg-final { scan-function-lines float_quads ";; soa: h: 2 data-dependent writes \\(0 updates\\) over 4 elements: sweep \[0-9\]+ \\(35% of its price, as measured\\), scatters \[0-9\]+: swept" "vshape" } } */
/* { dg-final { scan-function-lines float_pairs ";; soa: h: 2 data-dependent writes \\(0 updates\\) over 16 elements: sweep \[0-9\]+ \\(35% of its price, as measured\\), scatters \[0-9\]+: too many element updates" "vshape" } } */
