/* The recognizers of the gather and scatter forms, one per file
   (vls_find_builtin.cc, vls_find_ifn.cc, vls_find_emulated.cc,
   vls_find_scatter.cc, vls_find_emulated_scatter.cc), called by the
   block walks of vls_find.cc, and what they share about a recognized
   access's result and mask.
   Internal to the finder; the rest of the pass sees vls_access.h.

   Each recognizer returns false when its statement is not of its form,
   and otherwise true with G filled (G's STMT, FIRST and DIR set by the
   caller, the rest zero), REFUSAL set when the access can never be
   grouped.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#ifndef VSHAPE_VLS_FIND_H
#define VSHAPE_VLS_FIND_H

#include "gcc_compat.h"
#include "vls_access.h"

/* The x86 gather builtin CALL (__builtin_ia32_gather*, AVX2 and
   AVX-512).  */
bool vls_recognize_builtin_gather (gcall *call, vls_access *g);

/* .GATHER_LOAD or .MASK_GATHER_LOAD.  */
bool vls_recognize_ifn_gather (gcall *call, vls_access *g);

/* The emulated gather whose CONSTRUCTOR of scalar loads is ASSIGN.
   Needs the statement uids of its block in statement order.  */
bool vls_recognize_emulated_gather (gassign *assign, vls_access *g);

/* The AVX-512 scatter builtin CALL (__builtin_ia32_scatter*).  */
bool vls_recognize_builtin_scatter (gcall *call, vls_access *g);

/* The emulated scatter whose first lane's store is STORE: a scalar
   store of each lane of one vector, in lane order, each at the same
   offset from the lane of a vector of pointers that a predication
   redirect selected.  */
bool vls_recognize_emulated_scatter (gassign *store, vls_access *g);

/* Element type, its size and the lane count of LHS (the vector a gather
   defines or a scatter stores) into G; false for types the pass does
   not handle.  */
bool vls_set_result_type (vls_access *g, tree lhs);

/* True when every byte of the constant VALUE, an integer or a vector
   (or an SSA name set to one), is BYTE.  */
bool vls_every_byte_is (tree value, unsigned char byte);

/* Whether the integer constant MASK has one of its first LANES bits
   off.  */
bool vls_lane_off_p (tree mask, unsigned lanes);

#endif
