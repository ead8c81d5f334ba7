/* What a value of the vectorizer's output is, where GCC 11 and GCC 12
   write it differently: GCC 11 leaves some constants in SSA names of
   their own, and the vectorizer's copies of one mask computation (a
   chain of unpacks and conversions of one comparison) as separate SSA
   names where GCC 12 merges them.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#ifndef VSHAPE_VLS_VALUES_H
#define VSHAPE_VLS_VALUES_H

#include "gcc_compat.h"

/* T, or what the SSA name T is set to by a single assignment (a
   constant GCC 11 left in a name of its own).  */
tree constant_behind (tree t);

/* True when A and B are the same operand, or SSA names computed by the
   same operation, reading no memory, from operands that are the same
   value in turn (up to a small depth).  */
bool vls_same_value_p (tree a, tree b);

/* True when T has its value at statement AT: invariant, or defined
   before AT (statement uids in AT's block, dominators across blocks).  */
bool vls_available_at (tree t, gimple *at);

#endif
