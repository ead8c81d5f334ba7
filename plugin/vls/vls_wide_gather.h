/* The punned wider gather: a group whose span in every lane is one
   8-byte block (two adjacent 4-byte elements) is fetched by a gather of
   8-byte elements over the same index vector, then split by shuffles.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#ifndef VSHAPE_VLS_WIDE_GATHER_H
#define VSHAPE_VLS_WIDE_GATHER_H

#include "vls_access.h"

/* The target builtin that fetches BYTES bytes in each of the lanes
   FIRST .. FIRST + NLANES - 1 of G with one gather instruction, or
   NULL_TREE when there is none or G's form does not allow it (an
   emulated or masked gather, lanes whose indices are not consecutive
   elements of one index vector).  */
tree vls_wide_gather_decl (const vls_access &g, unsigned first,
			   unsigned nlanes, unsigned bytes);

/* Emit into *SEQ the gather of vls_wide_gather_decl, reading at each
   lane's address of G plus OFFSET bytes, with virtual operand VUSE;
   return its value as TYPE (a vector as wide as the gather's).  */
tree vls_emit_wide_gather (const vls_access &g, unsigned first,
			   unsigned nlanes, unsigned bytes, HOST_WIDE_INT offset,
			   tree type, tree vuse, gimple_seq *seq);

#endif
