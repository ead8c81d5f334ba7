/* Undoing the sweeps of soa_sweep_rewrite.h in a loop the vectorizer
   left scalar, where a sweep costs N times the access it replaced.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#ifndef VSHAPE_SOA_UNSWEEP_H
#define VSHAPE_SOA_UNSWEEP_H

/* Turn each sweep over the SOA array SOA of FUN (N elements of one row
   each, rows 0..N-1 in order, all of one index and one update) back into
   one access of the row the index names; returns how many.  */
unsigned soa_unsweep (function *fun, tree soa);

#endif
