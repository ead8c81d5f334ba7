/* One form for the index lanes of gathers that read one table through
   differently computed indices: Fortran's x(1,j), x(2,j) and x(3,j)
   index (j - 1) * 3 and j * 3 + c, two vectors the vectorizer computes
   apart, whose lanes vls_access_distance cannot relate.  Followed
   through the products with constants, both are the lanes of j, times
   3: with that factor in the scale, the gathers are a group.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#ifndef VSHAPE_VLS_INDEX_FORMS_H
#define VSHAPE_VLS_INDEX_FORMS_H

#include "vls_access.h"

/* Rewrite the gathers of GATHERS from FIRST on that have no constant
   distance to some other gather of the same base as found, but have
   one once each index lane is followed through products with constants
   (vls_resolve_index_lane with a factor): those take that deeper form,
   with the factor in their scale, and so do the gathers at a constant
   distance from them, so that no relation found before is lost.
   Gathers already related keep their form.  */
void vls_unify_index_forms (vec<vls_access> *gathers, unsigned first);

#endif
