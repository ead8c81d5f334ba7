/* With AVX-512 the data-dependent writes could be scatters: the sweep is
   taken where it costs less by the Zen 3 tuning's prices (measured
   scatters, gathers and sweeps, plugin/common/x86_costs.cc): the int histogram and the
   power table's reads; the 16 float bins keep their scatters: two
   writes over 16 bins are more element updates than a sweep takes where
   the target scatters (VS_SOA_SWEEP_MAX_WORK_SCATTERS).  */
/* { dg-do compile } */
/* { dg-additional-options "-march=skylake-avx512 -mtune=znver3 -fopenmp-simd -fplugin-arg-libvshape-dump=vshape" } */

#include "soa-sweep-kernels.h"

/* { dg-final { scan-function-lines int_hist ";; soa: h: 2 data-dependent writes \\(2 updates\\) over 8 elements: sweep \[0-9\]+ \\(35% of its price, as measured\\), scatters \[0-9\]+: swept" "vshape" } } */
/* { dg-final { scan-function-lines hist ";; soa: h: 2 data-dependent writes \\(0 updates\\) over 16 elements: sweep \[0-9\]+ \\(35% of its price, as measured\\), scatters \[0-9\]+: too many element updates" "vshape" } } */
/* { dg-final { scan-function-lines power_table ";; soa: c: 2 data-dependent reads over 8 elements: sweep \[0-9\]+, gathers \[0-9\]+: swept" "vshape" } } */
