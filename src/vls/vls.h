/* The VLS server ("OptVLS"): everything a client includes.

   A client (the GIMPLE pass, in plugin/) describes the gathers of one
   vectorized loop as memrefs, fills a vs_vls_client with its callbacks
   and target facts, then:
     1. vs_vls_get_groups      partition the memrefs into groups;
     2. vs_vls_get_sequence    for each group, loads + concats +
				shuffles and their cost against the
				gathers';
     3. emits the sequence at the group's anchor (its first member) when
	new_cost < old_cost, and replaces each gather by its result.
   Scatters go through vs_vls_get_store_groups and
   vs_vls_get_store_sequence (vls_store.h); their sequence goes where
   the group's last scatter was.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#ifndef VSHAPE_VLS_H
#define VSHAPE_VLS_H

#include "vls_status.h"
#include "vls_memref.h"
#include "vls_group.h"
#include "vls_graph.h"
#include "vls_sequence.h"
#include "vls_store.h"

#endif
