/* The SOA rewrite of one private array: a new T D'[N][max_vf] with the
   lane innermost, and every access D[lane][k] moved to D'[k][lane].

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#ifndef VSHAPE_SOA_REWRITE_H
#define VSHAPE_SOA_REWRITE_H

#include "soa_privates.h"

/* Rewrites every access of P, which must be safe (all its uses are the
   recorded element accesses) and an array of scalars.  Accesses in the
   loop with a uniform index become contiguous across lanes, the others
   single-index gathers or scatters.  Returns the new array.  */
tree soa_rewrite_private (soa_private *p);

/* Whether the tree T mentions VAR.  */
bool soa_mentions_p (tree t, tree var);

/* Drops the values of FUN's debug binds that mention VAR.  */
void soa_reset_debug_binds (function *fun, tree var);

#endif
