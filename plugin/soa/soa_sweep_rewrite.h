/* The predicated sweep of a private's data-dependent writes
   (src/soa/soa_sweep.h decides): h[i] = v becomes, for every element b,
   h[b] = (i == b) ? v : h[b], and an update h[i] = h[i] OP v becomes
   h[b] = (i == b) ? h[b] OP v : h[b], and a read h[i] becomes selects
   over h[0..N-1], so that every access has a constant index.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#ifndef VSHAPE_SOA_SWEEP_REWRITE_H
#define VSHAPE_SOA_SWEEP_REWRITE_H

#include "soa_privates.h"

/* One data-dependent write and, for an update, the read and operation
   it folds in.  */
struct soa_sweep_site
{
  soa_access *write;
  soa_access *read;		/* an update's read, or NULL */
  gassign *update;		/* the update's OP statement, or NULL */
  tree_code code;		/* OP, or ERROR_MARK for a plain store */
  tree value;			/* v */
};

/* How the data-dependent write WRITE of P is swept: an update when its
   read, operation and store can all be done on every element (integer
   operations in an unsigned type, floating-point ones only without
   -ftrapping-math), else a store of the value computed once.  */
void soa_sweep_site_of (soa_private *p, soa_access *write,
			soa_sweep_site *site);

/* Replace SITE's statements by the sweep over every element of P,
   where its store was, and append the sweep's accesses (constant
   indices) to ADDED.  */
void soa_sweep_emit (soa_private *p, const soa_sweep_site &site,
		     vec<soa_access> *added);

/* Replace the data-dependent read READ of P by selects over every
   element of its row, where it was, and append the sweep's loads
   (constant indices) to ADDED.  BY_BITS: a tree of selects on the bits
   of the index, N - 1 selects and log2 N tests; else a chain
   (i == N-1) ? h[N-1] : ... h[0], whose tests i == b are those of a
   swept write of the same index.  */
void soa_sweep_read_emit (soa_private *p, soa_access *read, bool by_bits,
			  vec<soa_access> *added);

/* How many elements the sweep of READ of P loads: those no store
   before it in its block wrote (the sweep uses a stored value as it
   is).  */
unsigned soa_sweep_read_loads (soa_private *p, soa_access *read);

#endif
