/* Two SIMD loops whose SOA privates are read through emulated gathers,
   for the vls-scalar-lanes-cost*.c tests, which choose the target.  */

/* power_table: powers of a value in a private table of doubles, two
   entries picked; each lane's index is (s[k] & 7) or (s[k] >> 3) & 7,
   scaled and offset by the SOA layout.  */
#include "soa-power-table.h"

/* hist: 16 float bins, two of them incremented; a shift, a mask, a
   scaling and a sum make each lane's index.  */
#include "soa-hist.h"
