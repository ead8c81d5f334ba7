/* Table indices widened for emulated gathers: a load of an 8-byte
   element from an array, at an index of fewer bits than an address
   (t[j] for a double table t and an int j) that the loop cannot follow
   from one iteration to the next.  GCC computes such an address as
   (sizetype) J * SIZE inside the reference; when the target has no
   gather instruction for J's type (the Zen and generic tunings keep
   them off, SSE has none) the vectorizer neither takes J as the
   gather's offset nor the conversion, which is no SSA name, and leaves
   the loop scalar ("not suitable for gather load").  The index is
   converted to a signed integer as wide as an address in a statement
   of its own: the value does not change, and GCC emulates the gather
   through it, with as many offsets as elements.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#ifndef VSHAPE_VLS_WIDE_INDEX_H
#define VSHAPE_VLS_WIDE_INDEX_H

/* Widens, in the blocks of LOOP, the index of every load as above for
   which the target has no gather instruction at any vector width
   (GCC's own gathers stay as they were); says so in DUMP (when
   not NULL).  Returns how many indices it widened.  */
unsigned vls_widen_table_indices (class loop *loop, FILE *dump);

/* After the vectorizer: gives the loads of FUN's scalar code (loops it
   left scalar, and the scalar copies of those it vectorized) their
   index as the program computed it, so that a loop the vectorizer did
   not take reads as stock's does; says how many in DUMP (when not
   NULL).  */
void vls_restore_scalar_indices (function *fun, FILE *dump);

#endif
