/* Narrow indices kept narrow: the byte offset of a pointer sum that is,
   exactly, J * A + B for a byte or a 16-bit unsigned J (the index of
   t[4 * j + 1], t[2 * j] of shorts, computed through int and sizetype
   arithmetic) is recomputed as (sizetype) J * A + B.  The value does
   not change (the intermediate values are proved not to overflow), but
   the vectorizer takes the offset of a gather through the conversions,
   products and sums of that form down to the narrow J: its offsets then
   have as many lanes as the bytes or shorts they address, and GCC
   emulates gathers it refuses with int offsets, which the vls pass can
   group.

   Copyright (C) 2026 The vshape authors.
   This file is part of vshape, distributed under GPL-3.0-or-later.  */

#ifndef VSHAPE_VLS_NARROW_INDEX_H
#define VSHAPE_VLS_NARROW_INDEX_H

/* Rewrites, in the blocks of LOOP, the offset of every pointer sum that
   is J * A + B as above but not already in that form, and through
   which the loop only reads or writes elements as wide as J (GCC's
   emulated gathers need as many offsets as elements; wider elements
   keep their int offsets, which gather instructions take); says so in
   DUMP (when not NULL).  Returns how many it rewrote.  */
unsigned vls_keep_indices_narrow (class loop *loop, FILE *dump);

#endif
