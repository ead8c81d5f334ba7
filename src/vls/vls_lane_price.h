/* Whether the lane addresses of an emulated gather pay computed from
   scalars rather than extracted from the index vector.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#ifndef VSHAPE_VLS_LANE_PRICE_H
#define VSHAPE_VLS_LANE_PRICE_H

#include <stdbool.h>

/* Whether LANES elements of an integer vector, each computed from
   scalars with a load and at most OPS scalar operations, cost less
   than (or as much as) their extractions from the vector.  */
bool vs_vls_scalar_lanes_pay (unsigned lanes, unsigned ops);

/* Whether the address-width lanes of an emulated gather pay taken from
   the elements of the narrower index vector of ROOT_LANES lanes (one
   extraction each, then a sign extension and OPS scalar operations)
   rather than from that vector unpacked to address width.  */
bool vs_vls_narrow_lanes_pay (unsigned root_lanes, unsigned ops);

#endif
